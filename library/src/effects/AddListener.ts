/**
 * Adding event listeners.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * Keeps an event listener attached to each collected element, including elements that join
 * later; reverting detaches it. Added by {@link Mutator!Mutator.on | Mutator.on} and
 * {@link Mutator!Mutator.listen | Mutator.listen}.
 */
export declare class AddListenerEffect extends AbstractEffect {
  /**
   * Creates the effect for one event name and listener.
   *
   * @param type - One event name, such as `'click'`.
   * @param listener - Called with the DOM event.
   */
  constructor(type: string, listener: (event: Event) => void);
  /** The event name the listener is attached for. */
  readonly type: string;
  /** The function called with each event. */
  readonly listener: (event: Event) => void;
}
