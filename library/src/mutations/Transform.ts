/**
 * Rewriting text with a function.
 *
 * @module
 */
import { AbstractMutation } from './Abstract';

/**
 * A function that rewrites the text of an element.
 *
 * @param text - The text the page put in the element.
 * @param subject - The collected element.
 * @returns The text to show instead.
 */
export type TextTransform = (text: string, subject: Element) => string;

/**
 * Keeps the text of each collected element rewritten by a function of the text the page puts
 * there. When the page changes the text, the function runs again on the new text, never on its
 * own output. Reverting restores the page's text. Added by {@link Mutator!Mutator.transform | Mutator.transform}.
 */
export declare class TransformMutation extends AbstractMutation {
  /**
   * Creates the mutation from a text transform.
   *
   * @param transform - Rewrites the text of each element.
   */
  constructor(transform: TextTransform);
  /** The function that rewrites the text. */
  readonly transform: TextTransform;
}
