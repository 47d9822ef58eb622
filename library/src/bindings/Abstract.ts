/**
 * The base of every binding factory.
 *
 * @module
 */
import { AbstractActionFactory } from '../AbstractActionFactory';
import type { Binder } from '../Binder';
import type { State } from '../State';

/**
 * A factory that, given to {@link Mutator!Mutator.bind | Mutator.bind}, creates one binding per collected element.
 * A binding keeps part of its element in step with values of the page's context and is removed
 * when the mutator reverts.
 */
export declare abstract class AbstractBindingFactory extends AbstractActionFactory {
  /**
   * The context keys the bindings read, as each kind of binding factory gives them; a change to
   * any of them updates the element.
   */
  get keys(): readonly string[];
  /**
   * Creates the binding for one element.
   *
   * @param state - The context the binding will run in.
   * @param subject - The element to keep in step with the context.
   * @returns A binder that starts listening when it is initialized.
   */
  createAction(state: State, subject: Element): Binder;
}
