/**
 * Waiting for content inside an element.
 *
 * @module
 */
import { AbstractElementsGate } from './AbstractElements';

/**
 * Opens for a waiting element once it contains enough descendants matching the selector. Use it
 * to wait until a component has rendered its content.
 *
 * @example
 * ```ts
 * import { CollectorBuilder, ChildrenGate } from '@evolv/mutate';
 *
 * // Only product cards that already show their price.
 * new CollectorBuilder('.product-card')
 *   .gate(new ChildrenGate('.price'))
 *   .build('priced-cards');
 * ```
 */
export declare class ChildrenGate extends AbstractElementsGate {
  /**
   * Tells whether `subject` contains enough matching descendants to join the collector.
   *
   * @param subject - A matched element that is waiting to join.
   * @returns `true` once `subject` contains enough matching descendants.
   */
  isOpen(subject: Element): boolean;
}
