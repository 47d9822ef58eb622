/**
 * Moving elements elsewhere.
 *
 * @module
 */
import type { InsertPosition } from '../Locator';
import { AbstractNodeEffect } from './AbstractNode';

/**
 * Keeps each collected element moved to a position relative to the first element of another
 * collector, waiting until that collector has an element. Reverting moves it back. Added by
 * {@link Mutator!Mutator.relocate | Mutator.relocate}.
 */
export declare class RelocateNodeEffect extends AbstractNodeEffect {
  /**
   * Creates the effect for a destination and a position.
   *
   * @param destination - The name of the collector whose first element is the anchor.
   * @param position - Where to place each element relative to the anchor.
   */
  constructor(destination: string, position: InsertPosition);
  /** The name of the collector whose first element is the anchor. */
  readonly destination: string;
  /** Where each element goes relative to the anchor. */
  readonly position: InsertPosition;
}
