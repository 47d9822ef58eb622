/**
 * Adding and removing CSS classes.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * Keeps CSS classes added to (`true`) or removed from (`false`) each collected element. Reverting
 * restores each class to what it was before. Added by {@link Mutator!Mutator.classes | Mutator.classes}.
 */
export declare class ClassModifiedEffect extends AbstractEffect {
  /**
   * Creates the effect for a set of classes.
   *
   * @param classes - Class names and whether each should be present.
   */
  constructor(classes: Readonly<Record<string, boolean>>);
  /** Class names and whether each is kept present. */
  readonly classes: Readonly<Record<string, boolean>>;
}
