/**
 * Function helpers.
 *
 * @module
 */

/**
 * Wraps a function so that, however often the wrapper is called, the function runs only once,
 * `wait` milliseconds after the last call, with that call's arguments.
 *
 * @typeParam A - The types of the function's arguments.
 * @param fn - The function to delay.
 * @param wait - The quiet time in milliseconds.
 * @returns The wrapper.
 *
 * @example
 * ```ts
 * import { debounce } from '@evolv/mutate';
 *
 * const save = debounce((query: string) => console.log('search for', query), 300);
 * save('m'); save('mu'); save('mutate'); // logs once: "search for mutate"
 * ```
 */
export declare function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): (...args: A) => void;

/**
 * Wraps a function so that it runs on the first call only; later calls return the first result.
 *
 * @typeParam A - The types of the function's arguments.
 * @typeParam R - The type of the function's result.
 * @param fn - The function to run once.
 * @returns The wrapper.
 */
export declare function once<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
