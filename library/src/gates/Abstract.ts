/**
 * The base of every gate.
 *
 * @module
 */

/**
 * A condition an element must meet before it may join a collector. Gates are added with
 * {@link CollectorBuilder!CollectorBuilder.gate | CollectorBuilder.gate}; the collector asks them again on every page
 * change, so an element held back joins as soon as its gates open. Use them to wait until a
 * component has finished rendering before changing it.
 */
export declare abstract class AbstractGate {
  /** Creates a gate; subclasses take the settings of their condition. */
  protected constructor();
  /**
   * Tells whether `subject` may join the collector now.
   *
   * @param subject - A matched element that is waiting to join.
   * @returns `true` if the element may join.
   * @throws {@link NotImplementedError!NotImplementedError | NotImplementedError} if a subclass written in
   * JavaScript does not provide it.
   */
  abstract isOpen(subject: Element): boolean;
}
