/**
 * Inserting one existing node.
 *
 * @module
 */
import type { InsertPosition, LocatorHandler } from '../Locator';
import { AbstractNodeEffect } from './AbstractNode';

/**
 * Keeps one given node, not a copy, at a position relative to the first collected element, so
 * listeners and state attached to the node survive. If that element leaves the collector, the
 * node moves to the next one. Added by {@link Mutator!Mutator.inject | Mutator.inject} when `clone` is `false`.
 */
export declare class InsertNodeEffect extends AbstractNodeEffect {
  /**
   * Creates the effect for one node and a position.
   *
   * @param node - The node to insert.
   * @param position - Where to insert it, relative to the located element.
   * @param locate - Finds the element to insert against; the collected element if omitted.
   */
  constructor(node: Node, position: InsertPosition, locate?: LocatorHandler);
  /** The node that is inserted. */
  readonly node: Node;
  /** Where the node goes relative to the located element. */
  readonly position: InsertPosition;
}
