/**
 * The base of everything that collects elements.
 *
 * @module
 */
import type { ElementListener, MutatableCollector } from './Collector';

/**
 * The shared base of the classes that hold a changing list of elements and tell listeners about
 * changes to it: the registered {@link Collector!Collector | Collector}, the
 * {@link DynamicCollector!DynamicCollector | DynamicCollector} and {@link StaticCollector!StaticCollector | StaticCollector} that do the
 * matching, and the {@link traversals/Abstract!AbstractTraversal | traversals}.
 */
export declare abstract class AbstractCollector implements MutatableCollector {
  /** Creates a collector that holds no elements yet. */
  protected constructor();
  /** The elements currently collected, in document order. A new array on every read. */
  get elements(): Element[];
  /**
   * Listens to elements joining, leaving or changing. The listener is called at once with
   * {@link Collector!EventType.Added | EventType.Added} for each element already collected.
   *
   * @param listener - Called for every change.
   * @returns A function that stops the listener.
   */
  subscribe(listener: ElementListener): () => void;
}
