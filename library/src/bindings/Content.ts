/**
 * Binding an element's text to a context value.
 *
 * @module
 */
import { AbstractBindingFactory } from './Abstract';

/**
 * Keeps the text of each collected element equal to one context value, converted to a string.
 * While the key has no value, the element keeps the text it had before it was bound. For text
 * built from several keys, use {@link bindings/Computed!ComputedBindingFactory | ComputedBindingFactory}.
 *
 * @example
 * ```ts
 * import { collect, mutate, ContentBindingFactory } from '@evolv/mutate';
 *
 * collect('.greeting-name', 'greeting-name');
 * mutate('greeting-name').bind(new ContentBindingFactory('visitor.firstName'));
 * ```
 */
export declare class ContentBindingFactory extends AbstractBindingFactory {
  /**
   * Creates a factory that binds the text to one context key.
   *
   * @param key - The context key whose value the element shows.
   */
  constructor(key: string);
  /** A list holding the one context key the text follows. */
  get keys(): readonly string[];
}
