/**
 * Configuring a collector step by step.
 *
 * @module
 */
// Imported for the {@link} tags of the comments below.
import type { collect } from './lib';
import type { Collector, Mapping, Predicate, SelectorType } from './Collector';
import type { AbstractGate } from './gates/Abstract';

/**
 * Builds a collector with more control than {@link collect} offers: a filter, a mapping from
 * each match to the element to collect, and gates that hold elements back until they are ready.
 * `collect(selector, name)` is the same as `new CollectorBuilder(selector).build(name)`.
 *
 * The steps apply in this order to every match: {@link CollectorBuilder.filter | filters},
 * then {@link CollectorBuilder.map | mappings}, then {@link CollectorBuilder.gate | gates}.
 *
 * @example
 * ```ts
 * import { CollectorBuilder, ChildrenGate, mutate } from '@evolv/mutate';
 *
 * new CollectorBuilder('.product-card')
 *   .filter((card) => !card.classList.contains('sold-out'))
 *   .gate(new ChildrenGate('.price'))
 *   .build('available-cards');
 *
 * mutate('available-cards').classes({ highlighted: true });
 * ```
 */
export declare class CollectorBuilder {
  /**
   * Starts a builder for a collector of `selector`.
   *
   * @param selector - What to match: CSS, XPath, a list of them, or a function of the document.
   */
  constructor(selector: SelectorType);
  /**
   * Keeps only the matches for which `predicate` returns `true`. Several filters must all pass.
   *
   * @param predicate - Decides whether a match is kept.
   * @returns This builder.
   */
  filter(predicate: Predicate): this;
  /**
   * Collects, instead of each match, the element `mapping` returns for it. Several mappings
   * apply in the order they were added.
   *
   * @param mapping - Turns a match into the element to collect, or `null` to drop it.
   * @returns This builder.
   */
  map(mapping: Mapping): this;
  /**
   * Holds each element back until `gate` opens for it. Several gates must all be open.
   *
   * @param gate - Decides when an element may join.
   * @returns This builder.
   */
  gate(gate: AbstractGate): this;
  /**
   * Creates the collector and registers it, like {@link collect}. Building under a name that
   * is already registered returns the existing collector unchanged.
   *
   * @param name - The name to register the collector under; anonymous if omitted.
   * @returns The collector.
   */
  build(name?: string): Collector;
}
