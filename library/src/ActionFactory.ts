/**
 * What creates actions for elements.
 *
 * @module
 */
import type { Action } from './Action';
import type { State } from './State';

/**
 * Creates the {@link Action | action} that applies one kind of change to one element.
 * Effects, mutations and binding factories are all action factories; a mutator keeps them in a
 * tree rooted at a {@link RootActionFactory!RootActionFactory | RootActionFactory}.
 */
export interface ActionFactory {
  /** The factories below this one in the tree, in the order they were added. */
  readonly children: readonly ActionFactory[];
  /**
   * Creates the action for one element. The library calls this when an element joins the
   * collector; you only call it yourself in tests.
   *
   * @param state - The context the action will run in.
   * @param subject - The element the action will change.
   * @returns A new action that has not been initialized yet.
   */
  createAction(state: State, subject: Element): Action;
}
