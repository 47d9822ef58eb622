/**
 * Array helpers that work without the newer built-ins and without patching them.
 *
 * @module
 */

/**
 * Copies the items of an array-like or iterable object, such as a `NodeList`, into a new array.
 *
 * @typeParam T - The type of the items.
 * @param items - The object to copy from.
 * @returns A new array with the items in order.
 */
export declare function arrayFrom<T>(items: ArrayLike<T> | Iterable<T>): T[];

/**
 * Tells whether an array holds a value, comparing as `===` does except that `NaN` matches `NaN`.
 *
 * @typeParam T - The type of the items.
 * @param array - The array to search.
 * @param value - The value to look for.
 * @returns `true` if the array holds the value.
 */
export declare function arrayIncludes<T>(array: readonly T[], value: T): boolean;

/**
 * Returns the first item for which `predicate` returns `true`.
 *
 * @typeParam T - The type of the items.
 * @param array - The array to search.
 * @param predicate - Tests each item, with its index.
 * @returns The first matching item, or `undefined` if none matches.
 */
export declare function arrayFind<T>(array: readonly T[], predicate: (item: T, index: number) => boolean): T | undefined;
