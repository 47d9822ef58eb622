/**
 * Marking where a node was taken from.
 *
 * @module
 */

/**
 * An invisible marker (a comment node) left in the page where an element was removed, moved or
 * replaced from. Reverting puts the element back at its placeholder, so it returns to the right
 * place even if its former neighbours changed meanwhile.
 */
export declare class Placeholder {
  /**
   * Puts a marker in the page just before `subject`.
   *
   * @param subject - The element about to be taken away.
   */
  constructor(subject: Element);
  /** The element the placeholder stands for. */
  readonly subject: Element;
  /** The comment node that marks the place in the page. */
  readonly node: Comment;
  /**
   * Moves the subject back to where the marker is, then removes the marker. Calling it again
   * does nothing.
   */
  restore(): void;
}
