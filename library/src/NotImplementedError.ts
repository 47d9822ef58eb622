/**
 * The error for members a subclass must provide.
 *
 * @module
 */
import { EvolvError } from './EvolvError';

/**
 * Thrown when code calls a member that a base class declares but leaves to its subclasses, for
 * example when a custom effect or gate forgets to override one.
 */
export declare class NotImplementedError extends EvolvError {
  /**
   * Creates the error for a member that has no implementation.
   *
   * @param member - The name of the member that has no implementation.
   */
  constructor(member: string);
  /** The name of the member that has no implementation. */
  readonly member: string;
}
