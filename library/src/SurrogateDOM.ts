/**
 * The copy shown by a projection.
 *
 * @module
 */

/**
 * A live copy of an element, used by a {@link mutations/Projection!ProjectionMutation | ProjectionMutation} to show the
 * element somewhere else while the original stays in place. The copy is rebuilt when the original
 * changes, and {@link SurrogateDOM.originalOf} lets the
 * [interactions](/api/interactions/) forward events from the copy to the
 * matching part of the original.
 */
export declare class SurrogateDOM {
  /**
   * Builds a copy of `original` and starts watching it.
   *
   * @param original - The element to copy.
   */
  constructor(original: Element);
  /** The element that is copied. */
  readonly original: Element;
  /** The top element of the copy, ready to be inserted anywhere in the page. */
  readonly root: Element;
  /**
   * Finds the node of the original that a node of the copy was made from.
   *
   * @param node - A node inside {@link SurrogateDOM.root}.
   * @returns The matching node of the original, or `null` if `node` is not part of the copy.
   */
  originalOf(node: Node): Node | null;
  /** Rebuilds the copy from the original's current content. */
  refresh(): void;
  /** Stops watching the original and removes the copy from the page. */
  destroy(): void;
}
