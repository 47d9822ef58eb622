/**
 * Inserting new content at each element.
 *
 * @module
 */
import type { InsertPosition, LocatorHandler } from '../Locator';
import type { Content } from '../Mutator';
import { AbstractNodeEffect } from './AbstractNode';

/**
 * Keeps one copy of some content inserted at each collected element: a clone of a node, the
 * nodes parsed from an HTML string, or the node a function builds, once per element. If the page
 * removes the copy, it is inserted again; reverting removes it. Added by
 * {@link Mutator!Mutator.inject | Mutator.inject} and the {@link Locator!Inserter | Inserter} it returns.
 */
export declare class InjectNodesEffect extends AbstractNodeEffect {
  /**
   * Creates the effect for some content and a position.
   *
   * @param content - What to insert.
   * @param position - Where to insert it, relative to the located element.
   * @param locate - Finds the element to insert against; the collected element if omitted.
   */
  constructor(content: Content, position: InsertPosition, locate?: LocatorHandler);
  /** What is inserted. */
  readonly content: Content;
  /** Where the content goes relative to the located element. */
  readonly position: InsertPosition;
}
