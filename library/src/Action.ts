/**
 * The unit of work the library applies to one element.
 *
 * @module
 */
import type { ActionFactory } from './ActionFactory';
import type { State } from './State';

/**
 * One change applied to one collected element. A mutator's changes form a tree of
 * {@link ActionFactory | factories}; for every element that joins the collector,
 * each factory creates an action, and the library then drives the action through its lifecycle:
 * {@link Action.initialize | initialize} once, {@link Action.modify | modify} whenever the element
 * changes, and {@link Action.revert | revert} when the change is undone.
 */
export interface Action {
  /** The context the action runs in: its collector, its mutator and shared properties. */
  state: State;
  /** The element the action changes. */
  subject: Element;
  /** The factory that created this action. */
  factory: ActionFactory;
  /** Applies the change to {@link Action.subject} for the first time. */
  initialize(): void;
  /** Applies the change again after the subject (or something it depends on) changed. */
  modify(): void;
  /** Undoes the change, leaving the subject as it was before {@link Action.initialize}. */
  revert(): void;
}
