/**
 * The root of a mutator's tree of changes.
 *
 * @module
 */
import { AbstractActionFactory } from './AbstractActionFactory';

/**
 * The factory at the top of every mutator's tree. It adds nothing of its own (its action for
 * each element is a {@link NoopAction!NoopAction | NoopAction}); each call such as
 * {@link Mutator!Mutator.text | Mutator.text} adds an effect below it, so reverting the root reverts everything
 * the mutator did.
 */
export declare class RootActionFactory extends AbstractActionFactory {}
