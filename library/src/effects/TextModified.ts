/**
 * Replacing text.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * Keeps the text content of each collected element equal to a string, which is never parsed as
 * HTML. Reverting restores the element's original children. Added by
 * {@link Mutator!Mutator.text | Mutator.text}.
 */
export declare class TextModifiedEffect extends AbstractEffect {
  /**
   * Creates the effect for a text.
   *
   * @param text - The text to show.
   */
  constructor(text: string);
  /** The text the elements are kept at. */
  readonly text: string;
}
