/**
 * Running your own code on each element.
 *
 * @module
 */
import type { MutationCallback } from '../Mutator';
import { AbstractEffect } from './Abstract';

/**
 * Runs your callbacks at each step of an element's lifecycle: when it is first handled, when it
 * changes, and when the mutation is reverted. Added by {@link Mutator!Mutator.customMutation | Mutator.customMutation}.
 */
export declare class CustomMutationEffect extends AbstractEffect {
  /**
   * Creates the effect from your callbacks.
   *
   * @param initialize - Run once for each element, when it is first handled.
   * @param modify - Run when a handled element changes.
   * @param revert - Run when the mutation is undone.
   */
  constructor(initialize: MutationCallback, modify?: MutationCallback, revert?: MutationCallback);
  /** Run once for each element, when it is first handled. */
  readonly initialize: MutationCallback;
  /** Run when a handled element changes, if given. */
  readonly modify?: MutationCallback;
  /** Run when the mutation is undone, if given. */
  readonly revert?: MutationCallback;
}
