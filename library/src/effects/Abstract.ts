/**
 * The base of every effect.
 *
 * @module
 */
import { AbstractActionFactory } from '../AbstractActionFactory';

/**
 * An effect is one kind of persistent change to a collected element, such as its text or its
 * classes. Its action applies the change when the element joins the collector, applies it again
 * whenever the page undoes it, and restores the original when the mutator reverts. Each
 * {@link Mutator!Mutator | Mutator} method adds one effect to the mutator's tree; you construct effects
 * yourself only to test them or to build your own subclasses.
 */
export declare abstract class AbstractEffect extends AbstractActionFactory {}
