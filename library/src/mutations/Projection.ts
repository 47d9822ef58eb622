/**
 * Showing an element somewhere else without moving it.
 *
 * @module
 */
import { AbstractMutation } from './Abstract';

/**
 * Shows a live copy ({@link SurrogateDOM!SurrogateDOM | SurrogateDOM}) of each collected element inside the first
 * element of another collector, and forwards clicks, focus changes and key presses on the copy
 * to the original through the [interactions](/api/interactions/). The original keeps its place in
 * the page, so scripts and styles that depend on where it is keep working. Added by
 * {@link Mutator!Mutator.project | Mutator.project}.
 */
export declare class ProjectionMutation extends AbstractMutation {
  /**
   * Creates the mutation for a destination collector.
   *
   * @param destination - The name of the collector whose first element hosts the copies.
   */
  constructor(destination: string);
  /** The name of the collector whose first element hosts the copies. */
  readonly destination: string;
}
