/**
 * Replacing inner HTML.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * Keeps the inner HTML of each collected element equal to a piece of markup. Reverting restores
 * the element's original children. Added by {@link Mutator!Mutator.html | Mutator.html}. Only use markup you
 * control.
 */
export declare class HTMLModifiedEffect extends AbstractEffect {
  /**
   * Creates the effect for a piece of markup.
   *
   * @param html - The markup to show.
   */
  constructor(html: string);
  /** The markup the elements are kept at. */
  readonly html: string;
}
