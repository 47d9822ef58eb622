/**
 * The base of every binding factory.
 *
 * @module
 */

/**
 * A factory that, given to {@link Mutator!Mutator.bind}, creates one binding per collected element.
 * A binding keeps part of its element in step with values of the page's context and is removed
 * when the mutator reverts.
 */
export declare abstract class AbstractBindingFactory {
  /** The context keys the bindings read; a change to any of them updates the element. */
  abstract get keys(): readonly string[];
}
