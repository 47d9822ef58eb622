/**
 * Errors the library throws.
 *
 * @module
 */

/**
 * The base class of the library's own errors: catch it to handle any of them.
 *
 * @example
 * ```ts
 * import { collect, EvolvError } from '@evolv/mutate';
 *
 * try {
 *   collect.get('missing');
 * } catch (error) {
 *   if (error instanceof EvolvError) console.warn(error.message);
 * }
 * ```
 */
export declare class EvolvError extends Error {
  /**
   * Creates an error with a message.
   *
   * @param message - What went wrong, in words a developer can act on.
   */
  constructor(message: string);
}

/**
 * Thrown when an operation names a collector that is not registered (never created, or already
 * destroyed): by {@link lib!collect.get | collect.get}, {@link lib!collect.destroy | collect.destroy},
 * {@link lib!collect.pause | collect.pause} and {@link lib!collect.unpause | collect.unpause}.
 *
 * @see [Handle errors](/guides/getting-started#handle-errors), in Getting started, for how to catch it.
 */
export declare class CollectorNotFoundError extends EvolvError {
  /**
   * Creates the error for a name that no collector is registered under.
   *
   * @param name - The collector name that was looked up.
   */
  constructor(name: string);
  /** The collector name that was looked up. */
  readonly collectorName: string;
}

/**
 * Thrown when code uses a {@link Collector!Collector | Collector} object after {@link lib!collect.destroy | collect.destroy}
 * removed it, for example by subscribing to it.
 */
export declare class CollectorDestroyedError extends EvolvError {
  /**
   * Creates the error for a collector that has been destroyed.
   *
   * @param name - The name the destroyed collector had.
   */
  constructor(name: string);
  /** The name the destroyed collector had. */
  readonly collectorName: string;
}
