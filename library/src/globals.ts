/**
 * Interfaces shared across the library.
 *
 * @module
 */

/**
 * Something that derives a value from its inputs, such as the value a
 * {@link bindings/Computed!ComputedBindingFactory | ComputedBindingFactory} writes into the page.
 *
 * @typeParam T - The type of the computed value.
 *
 * @example
 * ```ts
 * import type { Computable } from '@evolv/mutate';
 *
 * const itemCount: Computable<string> = {
 *   compute: (context) => `${Number(context.get('cart.items') ?? 0)} items`,
 * };
 * ```
 */
export interface Computable<T = unknown> {
  /**
   * Computes the current value.
   *
   * @param context - The context values the computation may read, by key.
   * @returns The computed value.
   */
  compute(context: ReadonlyMap<string, unknown>): T;
}
