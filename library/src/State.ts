/**
 * The context an action runs in.
 *
 * @module
 */
import type { Collector } from './Collector';
import type { Mutator } from './Mutator';

/**
 * The context an effect tree runs in: the collector whose elements it acts on, the mutator that
 * defined it, and a read-only bag of named properties. A `State` is the first argument of the
 * callbacks given to {@link Mutator.customMutation}.
 *
 * @example
 * ```ts
 * import { collect, mutate } from '@evolv/mutate';
 *
 * collect('.hero', 'hero');
 * mutate('hero').customMutation((state, subject) => {
 *   subject.setAttribute('data-collector', state.collector.name);
 * });
 * ```
 */
export declare class State {
  /**
   * Creates a state from the collector and mutator it belongs to and, optionally, its properties.
   *
   * @param collector - The collector the effects act on.
   * @param mutator - The mutator that defined the effects.
   * @param properties - Named values shared by the effects; empty if omitted.
   */
  constructor(collector: Collector, mutator: Mutator, properties?: Map<string, any>);
  private readonly _collector;
  private readonly _mutator;
  private readonly _properties;
  /** Named values shared by the effects of one tree. */
  get properties(): ReadonlyMap<string, any>;
  /** The mutator that defined the running effects. */
  get mutator(): Mutator;
  /** The collector whose elements the effects act on. */
  get collector(): Collector;
}
