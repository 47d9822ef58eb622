/**
 * Map helpers that work without iterator support.
 *
 * @module
 */

/**
 * Copies the entries of a map into a new array of `[key, value]` pairs, in insertion order.
 *
 * @typeParam K - The type of the keys.
 * @typeParam V - The type of the values.
 * @param map - The map to copy from.
 * @returns The entries.
 */
export declare function mapEntries<K, V>(map: ReadonlyMap<K, V>): [K, V][];
