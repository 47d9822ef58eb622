/**
 * Time helpers that work without the newer built-ins.
 *
 * @module
 */

/**
 * Returns the current time in milliseconds, from the high-resolution clock when the browser has
 * one. Use it only to measure durations: the starting point is not the Unix epoch in every
 * browser.
 *
 * @returns A timestamp in milliseconds.
 */
export declare function now(): number;
