/**
 * Removing event listeners.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * Keeps a listener detached from each collected element: it removes the listener now and from
 * every element that joins later. Added by {@link Mutator!Mutator.off | Mutator.off}. Reverting does not
 * attach the listener again.
 */
export declare class RemoveListenerEffect extends AbstractEffect {
  /**
   * Creates the effect for one event name and listener.
   *
   * @param type - The event name the listener was attached for.
   * @param listener - The same function that was attached.
   */
  constructor(type: string, listener: (event: Event) => void);
  /** The event name the listener was attached for. */
  readonly type: string;
  /** The function to detach. */
  readonly listener: (event: Event) => void;
}
