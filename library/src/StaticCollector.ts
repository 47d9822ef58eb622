/**
 * A fixed set of elements.
 *
 * @module
 */
import { AbstractCollector } from './AbstractCollector';

/**
 * Holds the elements it is given and never looks for more. An element leaves it only when it is
 * removed from the page. Use it to hand elements you already hold to code that expects a
 * {@link Collector!MutatableCollector | MutatableCollector}, such as an {@link traversals/Abstract!AbstractTraversal | AbstractTraversal}.
 *
 * @example
 * ```ts
 * import { StaticCollector, ParentTraversal } from '@evolv/mutate';
 *
 * const button = document.querySelector('#buy')!;
 * const parent = new ParentTraversal(new StaticCollector([button]));
 * console.log(parent.elements); // [the button's parent element]
 * ```
 */
export declare class StaticCollector extends AbstractCollector {
  /**
   * Creates a collector over a fixed list of elements.
   *
   * @param elements - The elements to hold; duplicates are kept once.
   */
  constructor(elements: readonly Element[]);
}
