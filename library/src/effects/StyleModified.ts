/**
 * Setting inline styles.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * Keeps inline CSS properties set on each collected element. Reverting restores each property's
 * previous inline value. Added by {@link Mutator!Mutator.styles | Mutator.styles} and, with
 * `{ display: 'none' }`, by {@link Mutator!Mutator.hide | Mutator.hide}.
 */
export declare class StyleModifiedEffect extends AbstractEffect {
  /**
   * Creates the effect for a set of inline styles.
   *
   * @param styles - CSS property names (as written in CSS) and their values.
   */
  constructor(styles: Readonly<Record<string, string>>);
  /** CSS property names and the values they are kept at. */
  readonly styles: Readonly<Record<string, string>>;
}
