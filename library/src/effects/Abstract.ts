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
 * {@link Mutator!Mutator | Mutator} method that changes elements, such as `text` or `classes`, adds
 * one effect to the mutator's tree; `project`, `removeNodes` and `transform` add a mutation
 * instead, and `bind` a binding factory. You construct effects yourself only to test them or to
 * build your own subclasses.
 */
export declare abstract class AbstractEffect extends AbstractActionFactory {}
