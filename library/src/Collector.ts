/**
 * Collectors: named, long-lived queries over the page.
 *
 * @module
 */
// Imported for the {@link} tags of the comments below.
import type { collect, mutate } from './lib';
import { AbstractCollector } from './AbstractCollector';

/**
 * What happened to an element in a collector, as passed to an {@link ElementListener}.
 *
 * The numeric values are the ones the library's callers compare against.
 */
export declare enum EventType {
  /** An element started to match and joined the collector. */
  Added = 0,
  /** An element stopped matching or left the page, and left the collector. */
  Removed = 1,
  /** An element in the collector changed (its attributes, text or children). */
  Modified = 2,
}

/** The lifecycle of a {@link Collector}. */
export declare enum CollectorState {
  /** Watching the page: new matches join, lost matches leave. */
  Active = 0,
  /** Keeping its current elements but ignoring page changes until unpaused. */
  Paused = 1,
  /** Unregistered for good: its name is free again, and subscribing to it throws {@link EvolvError!CollectorDestroyedError | CollectorDestroyedError}. */
  Destroyed = 2,
}

/**
 * A function that finds a collector's elements itself: it receives the document and returns them.
 *
 * @param document - The page's document, to search in.
 * @returns The elements to collect, in any of the list forms the DOM gives.
 *
 * @example
 * ```ts
 * import type { SelectorFn } from '@evolv/mutate';
 *
 * const withSku: SelectorFn = (doc) => doc.querySelectorAll('[data-sku]');
 * ```
 */
export type SelectorFn = (document: Document) => NodeList | HTMLCollection | Element[];

/**
 * What a collector can select: a CSS selector, an XPath expression (a string that starts with
 * `/` or `(`), a list of either (their matches are combined), or a {@link SelectorFn}.
 *
 * @example
 * ```ts
 * import type { SelectorType } from '@evolv/mutate';
 *
 * const css: SelectorType = '.product-card h2';
 * const xpath: SelectorType = '//div[contains(@class, "price")]';
 * const several: SelectorType = ['#cart', '.mini-cart'];
 * const custom: SelectorType = (doc) => doc.querySelectorAll('[data-sku]');
 * ```
 */
export type SelectorType = string | string[] | SelectorFn;

/** The element a collector or an action works on. */
export type Subject = Element;

/**
 * A test that decides whether an element belongs in a collector.
 *
 * @param element - The candidate element.
 * @returns `true` to keep the element, `false` to leave it out.
 */
export type Predicate = (element: Element) => boolean;

/**
 * A function that turns each matched element into the element that should be collected instead,
 * for example its closest card or its label.
 *
 * @param element - The matched element.
 * @returns The element to collect, or `null` to collect nothing for this match.
 */
export type Mapping = (element: Element) => Element | null;

/**
 * A callback told about every change to the elements of a collector.
 *
 * @param action - What happened to `element`.
 * @param element - The element that was added, removed or modified.
 * @param elements - Every element in the collector after the change.
 */
export type ElementListener = (action: EventType, element: Element, elements: Element[]) => void;

/**
 * A callback told when a collector moves from one {@link CollectorState} to another.
 *
 * @param state - The new state.
 * @param previous - The state the collector was in before.
 */
export type CollectorStateListener = (state: CollectorState, previous: CollectorState) => void;

/**
 * What a {@link Mutator!Mutator | Mutator} needs from the elements it changes: the current list, and word of
 * every element that joins, leaves or changes. Registered {@link Collector | collectors}, the
 * collectors that back them and the {@link traversals/Abstract!AbstractTraversal | traversals}
 * behind {@link Mutator!Mutator.parent | Mutator.parent} and its siblings all provide it.
 */
export interface MutatableCollector {
  /** The elements currently collected, in document order. */
  readonly elements: Element[];
  /**
   * Listens to elements joining, leaving or changing. The listener is called at once with
   * {@link EventType.Added} for each element already collected.
   *
   * @param listener - Called for every change.
   * @returns A function that stops the listener.
   */
  subscribe(listener: ElementListener): () => void;
}

/**
 * A named query that tracks the elements matching its selector: the ones on the page when it is
 * created and every one that appears later. Mutations defined with {@link mutate} act on the
 * elements of a collector, and keep acting as elements join it.
 *
 * You do not construct collectors yourself: {@link collect} creates them and
 * {@link lib!collect.get | collect.get} finds them again. Every collected element carries the CSS class
 * `mutate-` followed by the collector's name, which you can use in selectors and style sheets.
 *
 * @see [collect and its operations](/api-custom/collect/), with examples of each.
 *
 * @example
 * ```ts
 * import { collect, EventType } from '@evolv/mutate';
 *
 * const prices = collect('.price', 'prices');
 * console.log(prices.elements.length);
 *
 * prices.subscribe((action, element) => {
 *   if (action === EventType.Added) element.classList.add('seen');
 * });
 * ```
 */
export declare class Collector extends AbstractCollector {
  private constructor();
  /** The collector's name; for a collector created in a scope, the readable form `scope:name` (see [`SCOPE`](/api/global/functions/SCOPE)). */
  get name(): string;
  /** The selector the collector was created with. */
  get selector(): SelectorType;
  /** The collector's current lifecycle state. */
  get state(): CollectorState;
  /** The elements currently collected, in document order. A new array on every read. */
  get elements(): Element[];
  /**
   * Listens to elements joining, leaving or changing in this collector. The listener is called
   * at once with {@link EventType.Added} for each element already collected.
   *
   * @param listener - Called for every change.
   * @returns A function that stops the listener.
   * @throws {@link EvolvError!CollectorDestroyedError | CollectorDestroyedError} if the collector has been destroyed.
   */
  subscribe(listener: ElementListener): () => void;
  /**
   * Listens to lifecycle changes of this collector (paused, unpaused, destroyed).
   *
   * @param listener - Called after each state change.
   * @returns A function that stops the listener.
   */
  observeState(listener: CollectorStateListener): () => void;
}
