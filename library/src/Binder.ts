/**
 * The action that keeps one element bound to context values.
 *
 * @module
 */
import { AbstractAction } from './AbstractAction';

/**
 * The action a binding factory creates for each element: while it runs, it listens for the
 * context events ({@link bindings/Context!CONTEXT_VALUE_CHANGED | CONTEXT_VALUE_CHANGED} and the others) on the
 * factory's keys and writes the new values into its element. Reverting it stops listening and
 * restores what the element showed before.
 */
export declare class Binder extends AbstractAction {
  /** The context keys this binder listens to. */
  get keys(): readonly string[];
  /**
   * Writes the current values into the element. The binder calls this itself when a context
   * value it listens to changes.
   *
   * @param context - The current context values, by key.
   */
  update(context: ReadonlyMap<string, unknown>): void;
  /** Starts listening for the context events on {@link Binder.keys} and writes the current values. */
  initialize(): void;
  /** Writes the current values again after the element changed. */
  modify(): void;
  /** Stops listening and restores what the element showed before it was bound. */
  revert(): void;
}
