/**
 * Binding an element attribute to a context value.
 *
 * @module
 */
import { AbstractBindingFactory } from './Abstract';

/**
 * Keeps an attribute of each collected element equal to one context value, converted to a
 * string. When the value is removed from the context, the attribute is removed too.
 *
 * @example
 * ```ts
 * import { collect, mutate, AttributeBindingFactory } from '@evolv/mutate';
 *
 * // <body data-segment="…"> follows the visitor's segment as it changes.
 * collect('body', 'page-body');
 * mutate('page-body').bind(
 *   new AttributeBindingFactory('data-segment', 'visitor.segment'),
 * );
 * ```
 */
export declare class AttributeBindingFactory extends AbstractBindingFactory {
  /**
   * Creates a factory that binds an attribute to one context key.
   *
   * @param attribute - The name of the attribute to write.
   * @param key - The context key whose value the attribute shows.
   */
  constructor(attribute: string, key: string);
  /** The name of the attribute the bindings write. */
  readonly attribute: string;
  /** A list holding the one context key the attribute follows. */
  get keys(): readonly string[];
}
