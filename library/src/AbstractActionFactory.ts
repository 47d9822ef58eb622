/**
 * A base class for action factories.
 *
 * @module
 */
import type { Action } from './Action';
import type { ActionFactory } from './ActionFactory';
import type { State } from './State';

/**
 * A base class for {@link ActionFactory | action factories} that keeps the list of
 * child factories and creates, for each element, this factory's action together with the actions
 * of its children. Effects, mutations and binding factories extend it.
 */
export declare abstract class AbstractActionFactory implements ActionFactory {
  /** Creates a factory with no children. */
  constructor();
  /** The factories below this one in the tree, in the order they were added. */
  get children(): readonly ActionFactory[];
  /**
   * Adds a factory below this one, so that its actions run after this factory's action and are
   * reverted before it.
   *
   * @param child - The factory to add.
   * @returns This factory, to chain further calls.
   */
  add(child: ActionFactory): this;
  /**
   * Creates the action for one element, with the actions of the child factories nested in it.
   *
   * @param state - The context the action will run in.
   * @param subject - The element the action will change.
   * @returns A new action that has not been initialized yet.
   */
  createAction(state: State, subject: Element): Action;
}
