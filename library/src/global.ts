/**
 * Constants and helpers used across the library: scoped names, unique ids and timing.
 *
 * @module
 */

/**
 * The separator placed between a scope and a name in the keys collectors are registered under:
 * two U+0090 control characters, which names people write are unlikely to hold.
 */
export declare const KEY_SEPARATOR = '\x90\x90';

/**
 * How often, in milliseconds, the library checks the page for changes that its mutation
 * observers cannot see, such as an element's computed visibility.
 */
export declare const INTERVAL: number;

/**
 * Returns a new identifier, different from every other one returned on the page. Elements the
 * library handles carry one in their `data-mutate-id` attribute.
 *
 * @returns The identifier.
 */
export declare function UID(): string;

/**
 * Prefixes `name` with `scope`. This reference models it as the way names given to the functions
 * returned by {@link lib!collect.scope | collect.scope} become registry keys. Its helpers
 * {@link SCOPE.getName | SCOPE.getName} and {@link SCOPE.getScope | SCOPE.getScope} split a key
 * back into its parts.
 *
 * @param name - The unscoped name.
 * @param scope - The scope; when empty or `undefined`, `name` is returned unchanged.
 * @param toCollectorName - `true` to join the two with `':'`, the readable form of a scoped
 *   collector name; otherwise they are joined with {@link KEY_SEPARATOR}, the form used as a key.
 * @returns The scoped name.
 *
 * @example
 * ```ts
 * import { SCOPE } from '@evolv/mutate';
 *
 * SCOPE('cart', 'checkout-test', true); // 'checkout-test:cart'
 * SCOPE('cart', undefined);             // 'cart'
 * SCOPE.getName(SCOPE('cart', 'checkout-test')); // 'cart'
 * ```
 */
export declare function SCOPE(name: string, scope: string | undefined, toCollectorName?: boolean): string;

/** Helpers that split a key made by {@link SCOPE} back into its parts. */
export declare namespace SCOPE {
  /**
   * Returns the name part of a scoped key: the text after {@link KEY_SEPARATOR}. A key without
   * the separator is returned unchanged, and so are `null` and `undefined`, which it accepts too.
   *
   * @param scoped - A key made by {@link SCOPE}, or `null` or `undefined`.
   * @returns The unscoped name, or the `null` or `undefined` it was given.
   *
   * @example
   * ```ts
   * import { SCOPE } from '@evolv/mutate';
   *
   * SCOPE.getName('cart');    // 'cart'
   * SCOPE.getName(undefined); // undefined
   * ```
   */
  function getName(scoped: string): string;
  function getName(scoped: string | null | undefined): string | null | undefined;
  /**
   * Returns the scope part of a scoped key: the text before {@link KEY_SEPARATOR}.
   *
   * @param scoped - A key made by {@link SCOPE}.
   * @returns The scope, or `undefined` if the key has no scope.
   */
  function getScope(scoped: string): string | undefined;
}
