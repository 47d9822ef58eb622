/**
 * The base of the effects that add, move or remove nodes.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * The shared base of the effects that change where nodes are rather than what they contain:
 * inserting, relocating, removing and replacing. Such effects leave a
 * {@link components/Placeholder!Placeholder | Placeholder} where a node was taken from, so that reverting puts
 * it back in the same place even if its neighbours changed meanwhile.
 */
export declare abstract class AbstractNodeEffect extends AbstractEffect {}
