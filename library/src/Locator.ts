/**
 * Where inserted content goes.
 *
 * @module
 */

/** A place relative to a target element. */
export declare enum InsertPosition {
  /** Inside the target, before its first child. */
  Prepend = 'prepend',
  /** Inside the target, after its last child. */
  Append = 'append',
  /** Outside the target, just before it. */
  Before = 'before',
  /** Outside the target, just after it. */
  After = 'after',
}

/**
 * Finds, for one collected element, the element that new content is placed against.
 *
 * @param subject - The collected element.
 * @returns The element to insert against, or `null` to skip this subject.
 */
export type LocatorHandler = (subject: Element) => Element | null;

/**
 * The second half of {@link Mutator!Mutator.inject | Mutator.inject}: choose where the content goes. Each method
 * completes the injection and returns the mutator, so further changes can be chained after it.
 *
 * @typeParam M - The mutator type returned by each method.
 *
 * @example
 * ```ts
 * import { collect, mutate } from '@evolv/mutate';
 *
 * collect('h1.product-title', 'product-title');
 * mutate('product-title')
 *   .inject('<span class="badge">New</span>')
 *   .after();
 * ```
 */
export interface Inserter<M> {
  /**
   * Inserts the content inside each element, after its last child.
   *
   * @returns The mutator, for chaining.
   */
  append(): M;
  /**
   * Inserts the content inside each element, before its first child.
   *
   * @returns The mutator, for chaining.
   */
  prepend(): M;
  /**
   * Inserts the content just before each element.
   *
   * @returns The mutator, for chaining.
   */
  before(): M;
  /**
   * Inserts the content just after each element.
   *
   * @returns The mutator, for chaining.
   */
  after(): M;
  /**
   * Inserts the content at `position` relative to the element that `locate` returns for each
   * collected element.
   *
   * @param position - Where to insert, relative to the located element.
   * @param locate - Finds the target for each collected element; defaults to the element itself.
   * @returns The mutator, for chaining.
   */
  at(position: InsertPosition, locate?: LocatorHandler): M;
}
