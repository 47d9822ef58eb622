/**
 * Forwarding `focus` events from a projection.
 *
 * @module
 */
import type { SurrogateDOM } from '../SurrogateDOM';

/**
 * Forwards `focus` events from the copy shown by a projection to the original element, so
 * code that listens on the original learns when the projected copy gains focus.
 * A {@link mutations/Projection!ProjectionMutation | ProjectionMutation} installs one for each projected element.
 */
export declare class FocusInteraction {
  /**
   * Starts listening for `focus` on the copy.
   *
   * @param surrogate - The copy whose events are forwarded to its original.
   */
  constructor(surrogate: SurrogateDOM);
  /** The name of the event this interaction forwards. */
  readonly type: 'focus';
  /**
   * Sends an equivalent event to the node of the original that matches the event's target.
   *
   * @param event - The event received on the copy.
   * @returns `false` if the original cancelled the forwarded event, otherwise `true`.
   */
  forward(event: FocusEvent): boolean;
  /** Stops listening on the copy. */
  destroy(): void;
}
