/**
 * The base of every mutation.
 *
 * @module
 */
import { AbstractActionFactory } from '../AbstractActionFactory';

/**
 * A mutation is a compound change: where an {@link effects/Abstract!AbstractEffect | effect}
 * keeps one property of the collected element in place, a mutation coordinates several steps or
 * reaches beyond the element itself (a copy shown elsewhere, descendants removed, text rewritten
 * from what the page puts there). Like effects, mutations are persistent and revert completely.
 */
export declare abstract class AbstractMutation extends AbstractActionFactory {}
