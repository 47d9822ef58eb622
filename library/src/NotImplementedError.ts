/**
 * The error for members a subclass must provide.
 *
 * @module
 */
import { EvolvError } from './EvolvError';

/**
 * Thrown when a member that a base class leaves to its subclasses is called on a subclass that
 * does not provide it: a gate without its own
 * {@link gates/Abstract!AbstractGate.isOpen | isOpen}, for example. TypeScript reports that mistake
 * when the subclass is compiled, as the member is `abstract`; in JavaScript, this error reports it
 * when the member is called.
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
