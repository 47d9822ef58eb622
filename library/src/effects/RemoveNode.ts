/**
 * Removing elements.
 *
 * @module
 */
import { AbstractNodeEffect } from './AbstractNode';

/**
 * Keeps each collected element out of the page, leaving a placeholder where it was; reverting
 * puts it back. Added by {@link Mutator!Mutator.remove | Mutator.remove}.
 */
export declare class RemoveNodeEffect extends AbstractNodeEffect {
  /** Creates the effect; it needs no settings. */
  constructor();
}
