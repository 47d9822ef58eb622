/**
 * Replacing elements.
 *
 * @module
 */
import type { Content } from '../Mutator';
import { AbstractNodeEffect } from './AbstractNode';

/**
 * Keeps each collected element replaced by new content; the element itself stays out of the
 * page until the mutator reverts. Added by {@link Mutator!Mutator.replace | Mutator.replace}.
 */
export declare class ReplaceNodeEffect extends AbstractNodeEffect {
  /**
   * Creates the effect for the replacement content.
   *
   * @param content - What to show instead of each element.
   */
  constructor(content: Content);
  /** What is shown instead of each element. */
  readonly content: Content;
}
