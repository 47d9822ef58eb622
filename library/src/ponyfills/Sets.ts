/**
 * Set helpers that work without iterator support.
 *
 * @module
 */

/**
 * Copies the values of a set into a new array, in insertion order.
 *
 * @typeParam T - The type of the values.
 * @param set - The set to copy from.
 * @returns The values.
 */
export declare function setValues<T>(set: ReadonlySet<T>): T[];
