/**
 * Binding an element's text to a computed value.
 *
 * @module
 */
import type { Computable } from '../globals';
import { AbstractBindingFactory } from './Abstract';

/**
 * Keeps each collected element's text equal to a value computed from several context keys.
 *
 * @example
 * ```ts
 * import { collect, mutate, ComputedBindingFactory } from '@evolv/mutate';
 *
 * collect('.cart-count', 'cart-count');
 * const total = {
 *   compute: (context: ReadonlyMap<string, unknown>) =>
 *     `${Number(context.get('cart.items') ?? 0)} items`,
 * };
 * mutate('cart-count').bind(new ComputedBindingFactory(total, ['cart.items']));
 * ```
 */
export declare class ComputedBindingFactory extends AbstractBindingFactory {
  /**
   * Creates a factory that binds the text to a computed value.
   *
   * @param computable - Computes the text from the context.
   * @param keys - The context keys whose changes trigger a recomputation.
   */
  constructor(computable: Computable<string>, keys: readonly string[]);
  /** The context keys given to the constructor; a change to any of them computes the text again. */
  get keys(): readonly string[];
}
