/**
 * Removing descendants that match a selector.
 *
 * @module
 */
import { AbstractMutation } from './Abstract';

/**
 * Keeps every descendant of each collected element that matches a CSS selector out of the page,
 * including matching descendants added later. Reverting puts them all back. Added by
 * {@link Mutator!Mutator.removeNodes | Mutator.removeNodes}.
 */
export declare class RemoveNodesBySelectorMutation extends AbstractMutation {
  /**
   * Creates the mutation for a selector.
   *
   * @param selector - A CSS selector for the descendants to remove.
   */
  constructor(selector: string);
  /** The CSS selector for the descendants to remove. */
  readonly selector: string;
}
