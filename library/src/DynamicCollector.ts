/**
 * Matching a selector against a changing page.
 *
 * @module
 */
// Imported for the {@link} tags of the comments below.
import type { collect } from './lib';
import { AbstractCollector } from './AbstractCollector';
import type { SelectorType } from './Collector';

/**
 * Matches a selector against the document now and again whenever the page changes, so its
 * elements follow the page: new matches join, and elements that stop matching or leave the page
 * are dropped. Every collector created by {@link collect} or a
 * {@link CollectorBuilder!CollectorBuilder | CollectorBuilder} is backed by one.
 */
export declare class DynamicCollector extends AbstractCollector {
  /**
   * Starts watching the page at once.
   *
   * @param selector - What to match: CSS, XPath, a list of them, or a function of the document.
   */
  constructor(selector: SelectorType);
  /** The selector the elements are matched with. */
  readonly selector: SelectorType;
  /**
   * Stops watching the page and drops every element, telling listeners about each removal.
   */
  disconnect(): void;
}
