/**
 * The three entry points: {@link collect}, {@link mutate} and {@link $mu}.
 *
 * @module
 */
import type { Collector, SelectorType } from './Collector';
import type { Mutator } from './Mutator';

/**
 * Creates a collector: a named query that tracks the elements matching `selector`, both those on
 * the page now and those that appear later. Collecting under a name that is already registered
 * returns the existing collector.
 *
 * The {@link lib!collect:namespace | collect namespace} holds the operations on registered
 * collectors: {@link collect.get}, {@link collect.pause}, {@link collect.unpause},
 * {@link collect.destroy}, {@link collect.forEach} and {@link collect.scope}.
 *
 * @param selector - What to collect: CSS, XPath, a list of them, or a function of the document.
 * @param name - The name to register the collector under, used by {@link mutate}. Without a
 *   name the collector is anonymous: you can use the returned object, but not mutate it by name.
 * @returns The collector.
 *
 * @example
 * ```ts
 * import { collect } from '@evolv/mutate';
 *
 * collect('#main .product-card', 'product-cards');
 * collect('//button[contains(., "Add to cart")]', 'add-to-cart');
 * ```
 * @see [collect and its operations](/api-custom/collect/), and
 * [Getting started](/guides/getting-started) for a walk through the main kinds of change.
 */
export declare function collect(selector: SelectorType, name?: string): Collector;

/** Operations on registered collectors. */
export declare namespace collect {
  /**
   * Finds a registered collector by name.
   *
   * @param name - The collector's name.
   * @returns The collector.
   * @throws {@link EvolvError!CollectorNotFoundError | CollectorNotFoundError} if no collector has that name.
   * @see [collect.get](/api-custom/collect/collect-get), with examples.
   */
  function get(name: string): Collector;
  /**
   * Stops a collector for good and frees its name. Mutations on its elements are reverted first.
   *
   * @param name - The collector's name.
   * @throws {@link EvolvError!CollectorNotFoundError | CollectorNotFoundError} if no collector has that name.
   * @see [collect.destroy](/api-custom/collect/collect-destroy), with examples.
   */
  function destroy(name: string): void;
  /**
   * Stops a collector from reacting to page changes: it keeps its current elements, but new
   * matches are not added and mutations are not re-applied until {@link unpause}. Pausing a
   * paused collector does nothing.
   *
   * @param name - The collector's name.
   * @throws {@link EvolvError!CollectorNotFoundError | CollectorNotFoundError} if no collector has that name.
   * @see [collect.pause](/api-custom/collect/collect-pause), with examples.
   */
  function pause(name: string): void;
  /**
   * Resumes a paused collector: it looks at the page again at once, then keeps watching.
   * Unpausing an active collector does nothing.
   *
   * @param name - The collector's name.
   * @throws {@link EvolvError!CollectorNotFoundError | CollectorNotFoundError} if no collector has that name.
   * @see [collect.unpause](/api-custom/collect/collect-unpause), with examples.
   */
  function unpause(name: string): void;
  /**
   * Calls `callback` for each registered collector, in the order they were created.
   *
   * @param callback - Receives each collector and its name.
   * @see [collect.forEach](/api-custom/collect/collect-for-each), with examples.
   */
  function forEach(callback: (collector: Collector, name: string) => void): void;
  /**
   * Returns versions of {@link collect} and {@link mutate} that prefix every collector name with
   * `scope`, so separate scripts can use the same short names without clashing.
   *
   * @param scope - A label unique to the calling script.
   * @returns The scoped functions.
   * @see [collect.scope](/api-custom/collect/collect-scope), with examples.
   */
  function scope(scope: string): Scope;
}

/**
 * Returns the mutator for a collector, creating it on first use. Methods called on it define
 * changes that persist on every element the collector holds, now and later.
 *
 * The {@link lib!mutate:namespace | mutate namespace} holds the operations on the mutators created
 * so far: {@link mutate.get}, {@link mutate.pause}, {@link mutate.unpause},
 * {@link mutate.reevaluate} and {@link mutate.revert}.
 *
 * @param name - The name of the collector to act on.
 * @param key - An optional label, such as an experiment or variant id, that groups mutators so
 *   they can be paused, re-evaluated or reverted together. The same name and key give the same
 *   mutator.
 * @returns The mutator.
 *
 * @example
 * ```ts
 * import { collect, mutate } from '@evolv/mutate';
 *
 * collect('h1', 'headline');
 * mutate('headline').text('Free delivery this week');
 * ```
 * @see [mutate and its operations](/api-custom/mutate/), and
 * [Getting started](/guides/getting-started) for a walk through the main kinds of change.
 */
export declare function mutate(name: string, key?: string): Mutator;

/** Operations on the mutators created by {@link mutate}. */
export declare namespace mutate {
  /**
   * Finds the mutator created for a collector name and key, without creating one.
   *
   * @param name - The collector's name.
   * @param key - The key the mutator was created with, if any.
   * @returns The mutator, or `undefined` if none was created for that name and key.
   * @see [mutate.get](/api-custom/mutate/mutate-get), with examples.
   */
  function get(name: string, key?: string): Mutator | undefined;
  /**
   * Stops mutators from applying their changes: changes already made stay, but new elements
   * are left alone and changes the page undoes are not re-applied. Pausing twice does nothing.
   *
   * @param key - Pause only the mutators created with this key; if omitted, every mutator created
   *   through the `mutate` it is called on.
   * @see [mutate.pause](/api-custom/mutate/mutate-pause), with examples.
   */
  function pause(key?: string): void;
  /**
   * Resumes paused mutators and applies their changes to every element collected meanwhile.
   *
   * @param key - Resume only the mutators created with this key; if omitted, every mutator created
   *   through the `mutate` it is called on.
   * @see [mutate.unpause](/api-custom/mutate/mutate-unpause), with examples.
   */
  function unpause(key?: string): void;
  /**
   * Checks the page again now and applies any change that is missing, for example after a
   * single-page app replaced part of the page in a way no mutation observer saw.
   *
   * @param key - Re-evaluate only the mutators created with this key; if omitted, every mutator
   *   created through the `mutate` it is called on.
   * @see [mutate.reevaluate](/api-custom/mutate/mutate-reevaluate), with examples.
   */
  function reevaluate(key?: string): void;
  /**
   * Undoes the changes of mutators and stops them. The collectors stay registered.
   *
   * @param key - Revert only the mutators created with this key; if omitted, every mutator created
   *   through the `mutate` it is called on.
   * @see [mutate.revert](/api-custom/mutate/mutate-revert), with examples.
   */
  function revert(key?: string): void;
}

/** The scoped pair returned by {@link collect.scope}. */
export interface Scope {
  /**
   * Works like {@link collect}, with names prefixed by the scope. That it carries `collect`'s
   * operations (`get`, `destroy`, `scope` and the others) is modelled.
   */
  collect: typeof collect;
  /**
   * Works like {@link mutate}, with names prefixed by the scope. That it carries `mutate`'s
   * operations (`get`, `revert` and the others) is modelled.
   */
  mutate: typeof mutate;
}

/**
 * Collects `selector` and returns its mutator in one call: a shortcut for {@link collect}
 * followed by {@link mutate}.
 *
 * @param selector - What to collect.
 * @param name - The collector name; a unique name is generated if omitted.
 * @returns The mutator for the collector of that name.
 *
 * @example
 * ```ts
 * import { $mu } from '@evolv/mutate';
 *
 * $mu('#promo-banner', 'promo').classes({ 'is-hidden': true });
 * ```
 */
export declare function $mu(selector: SelectorType, name?: string): Mutator;
