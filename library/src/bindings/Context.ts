/**
 * Reacting to context values with your own code, and the names of the context events.
 *
 * @module
 */
import { AbstractBindingFactory } from './Abstract';

/** The name of the event sent once the context has been set up and its values can be read. */
export declare const CONTEXT_INITIALIZED = 'context.initialized';
/** The name of the event sent when the context is torn down; bindings stop listening then. */
export declare const CONTEXT_DESTROYED = 'context.destroyed';
/** The name of the event sent when a key gets a value for the first time. */
export declare const CONTEXT_VALUE_ADDED = 'context.value.added';
/** The name of the event sent when the value of a key that already had one changes. */
export declare const CONTEXT_VALUE_CHANGED = 'context.value.changed';
/** The name of the event sent when a key loses its value. */
export declare const CONTEXT_VALUE_REMOVED = 'context.value.removed';

/**
 * A callback run by a {@link ContextBindingFactory} binding.
 *
 * @param subject - The collected element.
 * @param value - The key's new value, or `undefined` if the key was removed.
 */
export type ContextListener = (subject: Element, value: unknown) => void;

/**
 * Runs your own code on each collected element whenever one context value is added, changes or is
 * removed, for bindings that the text and attribute binding factories cannot express. The
 * listener also runs once when an element is bound, with the current value.
 *
 * @example
 * ```ts
 * import { collect, mutate, ContextBindingFactory } from '@evolv/mutate';
 *
 * collect('.free-shipping-banner', 'free-shipping-banner');
 * mutate('free-shipping-banner').bind(
 *   new ContextBindingFactory('cart.total', (banner, total) => {
 *     banner.toggleAttribute('hidden', Number(total ?? 0) < 50);
 *   }),
 * );
 * ```
 */
export declare class ContextBindingFactory extends AbstractBindingFactory {
  /**
   * Creates a factory that runs `listener` when one context key changes.
   *
   * @param key - The context key to watch.
   * @param listener - Called for each element with the key's value.
   */
  constructor(key: string, listener: ContextListener);
  /** A list holding the one context key the listener watches. */
  get keys(): readonly string[];
}
