/**
 * The base of every traversal.
 *
 * @module
 */
import { AbstractCollector } from '../AbstractCollector';
import type { MutatableCollector } from '../Collector';

/**
 * A collector derived from another one: for each element of its source, it collects related
 * elements (parents, children, ancestors), optionally only those matching a CSS selector, and
 * follows the source as elements join and leave it. The traversal methods of
 * {@link Mutator!Mutator | Mutator}, such as {@link Mutator!Mutator.parent | Mutator.parent}, return mutators over one.
 */
export declare abstract class AbstractTraversal extends AbstractCollector {
  /**
   * Creates a traversal that starts from the elements of `source`.
   *
   * @param source - The collector whose elements the traversal starts from.
   * @param selector - A CSS selector the related elements must match; any element if omitted.
   */
  constructor(source: MutatableCollector, selector?: string);
  /** The collector whose elements the traversal starts from. */
  readonly source: MutatableCollector;
  /** The CSS selector the related elements must match, if any. */
  readonly selector: string | undefined;
}
