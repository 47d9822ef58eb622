/**
 * A base class for actions.
 *
 * @module
 */
import type { Action } from './Action';
import type { ActionFactory } from './ActionFactory';
import type { State } from './State';

/**
 * A base class that stores what every {@link Action} needs (its state, subject and
 * factory) and lets subclasses implement only the three lifecycle methods. The default lifecycle
 * methods do nothing.
 */
export declare abstract class AbstractAction implements Action {
  /**
   * Creates an action for one element; it does nothing until initialized.
   *
   * @param state - The context the action runs in.
   * @param subject - The element the action changes.
   * @param factory - The factory creating the action.
   */
  constructor(state: State, subject: Element, factory: ActionFactory);
  /** The context the action runs in. */
  state: State;
  /** The element the action changes. */
  subject: Element;
  /** The factory that created this action. */
  factory: ActionFactory;
  /**
   * Applies the change for the first time. Each kind of action defines it; in `AbstractAction`
   * itself it does nothing.
   */
  initialize(): void;
  /**
   * Applies the change again after the subject changed. Each kind of action defines it; in
   * `AbstractAction` itself it does nothing.
   */
  modify(): void;
  /**
   * Undoes the change. Each kind of action defines it; in `AbstractAction` itself it does nothing.
   */
  revert(): void;
}
