/**
 * Waiting for elements anywhere on the page.
 *
 * @module
 */
import { AbstractElementsGate } from './AbstractElements';

/**
 * Opens, for every waiting element at once, when the page holds enough elements matching its
 * selector. Use it to wait for another part of the page, such as a header that must be
 * rendered before the collected elements are changed.
 *
 * @example
 * ```ts
 * import { CollectorBuilder, ElementsGate } from '@evolv/mutate';
 *
 * new CollectorBuilder('.promo-slot')
 *   .gate(new ElementsGate('#site-header nav'))
 *   .build('promo');
 * ```
 */
export declare class ElementsGate extends AbstractElementsGate {
  /**
   * Tells whether the page holds enough matching elements for waiting elements to join.
   *
   * @param subject - A matched element that is waiting to join; not used by this gate.
   * @returns `true` once the page holds enough matching elements.
   */
  isOpen(subject: Element): boolean;
}
