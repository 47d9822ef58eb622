/**
 * The chainable object that defines persistent changes.
 *
 * @module
 */
// Imported for the {@link} tags of the comments below.
import type { $mu, mutate } from './lib';
import type { AbstractBindingFactory } from './bindings/Abstract';
import type { Inserter } from './Locator';
import type { InsertPosition } from './Locator';
import type { TextTransform } from './mutations/Transform';
import type { State } from './State';

/**
 * Content to put into the page: a node, an HTML string, or a function that builds a node (called
 * once per collected element).
 */
export type Content = Node | string | (() => Node);

/**
 * A callback run by {@link Mutator.customMutation} for one collected element.
 *
 * @param state - The context the mutation runs in.
 * @param subject - The collected element.
 */
export type MutationCallback = (state: State, subject: Element) => void;

/**
 * Defines changes to the elements of one collector. Every change is persistent: it is applied to
 * the elements collected now and to every element that joins the collector later; this reference
 * models it as applied again, too, if the page undoes it. Methods that record a change return the mutator, so calls chain.
 *
 * {@link Mutator.inject} returns an inserter instead, whose position methods return the mutator;
 * the traversal methods ({@link Mutator.parent}, {@link Mutator.child} and others) return a new
 * mutator.
 *
 * Get a mutator from {@link mutate} (for a collector you created) or {@link $mu} (which
 * collects and mutates in one call).
 *
 * @see [Getting started](/guides/getting-started), which shows each kind of change with an example
 * and what you will see on the page, and [mutate and its operations](/api-custom/mutate/), which
 * groups the methods by what they do.
 *
 * @example
 * ```ts
 * import { collect, mutate } from '@evolv/mutate';
 *
 * collect('.checkout-button', 'checkout');
 *
 * mutate('checkout')
 *   .text('Buy now')
 *   .classes({ 'is-primary': true, 'is-muted': false })
 *   .attributes({ 'data-test': 'checkout' })
 *   .on('click', () => console.log('checkout clicked'));
 * ```
 */
export declare class Mutator {
  private constructor();
  /** The name of the collector this mutator acts on. */
  get collectorName(): string;
  /** The key given to {@link mutate}, if any. */
  get key(): string | undefined;
  /** `true` while the mutator is paused by {@link lib!mutate.pause | mutate.pause}. */
  get paused(): boolean;

  /**
   * Keeps each element's text content set to `value`.
   *
   * @param value - The text; it is never parsed as HTML.
   * @returns This mutator.
   */
  text(value: string): this;
  /**
   * Keeps each element's inner HTML set to `value`.
   *
   * @param value - The HTML markup. Only pass markup you control.
   * @returns This mutator.
   */
  html(value: string): this;
  /**
   * Keeps attributes set on each element. A value of `false` keeps the attribute removed; any
   * other value is written as a string (`true` as `"true"`).
   *
   * @param map - Attribute names and their values.
   * @returns This mutator.
   */
  attributes(map: Record<string, string | number | boolean>): this;
  /**
   * Keeps classes added (`true`) or removed (`false`) on each element.
   *
   * @param map - Class names and whether each should be present.
   * @returns This mutator.
   */
  classes(map: Record<string, boolean>): this;
  /**
   * Keeps inline style properties set on each element.
   *
   * @param map - CSS property names (as in CSS, for example `'background-color'`) and values.
   * @returns This mutator.
   */
  styles(map: Record<string, string>): this;
  /**
   * Keeps each element hidden (as `display: none`) until reverted.
   *
   * @returns This mutator.
   */
  hide(): this;
  /**
   * Starts inserting `content` next to or inside each element; the {@link Locator!Inserter | Inserter} it
   * returns chooses the position. Always call one of its methods: the position used when none is
   * chosen is unspecified.
   *
   * @param content - What to insert.
   * @param clone - Whether a node given as `content` is cloned for each element (default `true`).
   *   Pass `false` to insert the node itself, keeping listeners attached to it; it then goes to
   *   the first element only.
   * @returns An inserter whose methods choose the position and return this mutator.
   */
  inject(content: Content, clone?: boolean): Inserter<this>;
  /**
   * Keeps each element removed from the page. Reverting puts it back where it was.
   *
   * @returns This mutator.
   */
  remove(): this;
  /**
   * Keeps every descendant of each element that matches `selector` removed, including matching
   * descendants added later. Reverting puts them back.
   *
   * @param selector - A CSS selector for the descendants to remove.
   * @returns This mutator.
   */
  removeNodes(selector: string): this;
  /**
   * Keeps each element moved to a position relative to the first element of another collector.
   *
   * @param destination - The name of the collector whose first element is the new anchor.
   * @param position - Where to place the element relative to the anchor.
   * @returns This mutator.
   */
  relocate(destination: string, position: InsertPosition): this;
  /**
   * Keeps each element replaced by `content`. Reverting restores the original element.
   *
   * @param content - What to show instead.
   * @returns This mutator.
   */
  replace(content: Content): this;
  /**
   * Keeps each element's text rewritten by `transform`, applied to the text the page puts there.
   * When the page changes the text, `transform` runs again on the new text.
   *
   * @param transform - Receives the page's text and the element; returns the text to show.
   * @returns This mutator.
   *
   * @example
   * ```ts
   * import { collect, mutate } from '@evolv/mutate';
   *
   * collect('.price', 'prices');
   * mutate('prices').transform((text) => text.replace('USD', '$'));
   * ```
   */
  transform(transform: TextTransform): this;
  /**
   * Shows each element inside the first element of another collector, while clicks, focus and
   * key presses on what is shown are forwarded to the original, which stays where it was. Use it
   * to move something visually without breaking code that depends on its position.
   *
   * @param destination - The name of the collector whose first element hosts the projection.
   * @returns This mutator.
   */
  project(destination: string): this;
  /**
   * Adds an event listener to each element, including elements collected later.
   *
   * @param type - One event name, such as `'click'`.
   * @param listener - Called with the DOM event.
   * @returns This mutator.
   */
  on(type: string, listener: (event: Event) => void): this;
  /**
   * Another name for {@link Mutator.on}.
   *
   * @param type - One event name; a list of names is not supported.
   * @param listener - Called with the DOM event.
   * @returns This mutator.
   */
  listen(type: string, listener: (event: Event) => void): this;
  /**
   * Removes a listener that {@link Mutator.on} added.
   *
   * @param type - The event name it was added for.
   * @param listener - The same function that was added.
   * @returns This mutator.
   */
  off(type: string, listener: (event: Event) => void): this;
  /**
   * Binds each element to context values through a binding factory, such as a
   * {@link bindings/Computed!ComputedBindingFactory | ComputedBindingFactory}.
   *
   * @param factory - Creates the binding for each element.
   * @returns This mutator.
   */
  bind(factory: AbstractBindingFactory): this;
  /**
   * Runs your own code on each element, for changes the other methods cannot express.
   *
   * @param initialize - Run once for each element, when it is first handled.
   * @param modify - Run when a handled element changes.
   * @param revert - Run when the mutation is undone; undo what `initialize` did.
   * @returns This mutator.
   *
   * @example
   * ```ts
   * import { collect, mutate } from '@evolv/mutate';
   *
   * collect('.price', 'price');
   * mutate('price').customMutation(
   *   (_state, subject) => subject.setAttribute('title', 'Incl. VAT'),
   *   undefined,
   *   (_state, subject) => subject.removeAttribute('title'),
   * );
   * ```
   */
  customMutation(initialize: MutationCallback, modify?: MutationCallback, revert?: MutationCallback): this;
  /**
   * A mutator for the parent element of each element.
   *
   * @returns A new mutator; changes made through it revert with this one.
   */
  parent(): Mutator;
  /**
   * A mutator for all ancestors of each element, or those that match `selector`.
   *
   * @param selector - An optional CSS selector the ancestors must match.
   * @returns A new mutator.
   */
  parents(selector?: string): Mutator;
  /**
   * A mutator for the first child element of each element, or the first that matches `selector`.
   *
   * @param selector - An optional CSS selector the child must match.
   * @returns A new mutator.
   */
  child(selector?: string): Mutator;
  /**
   * A mutator for all child elements of each element, or those that match `selector`.
   *
   * @param selector - An optional CSS selector the children must match.
   * @returns A new mutator.
   */
  children(selector?: string): Mutator;
  /**
   * Undoes every change this mutator made and stops making them. Calling it again does nothing.
   */
  revert(): void;
}
