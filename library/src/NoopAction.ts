/**
 * The action that does nothing.
 *
 * @module
 */
import { AbstractAction } from './AbstractAction';

/**
 * An action whose lifecycle methods do nothing. The {@link RootActionFactory!RootActionFactory | RootActionFactory}
 * creates one per element as the root of that element's action tree, and factories return one
 * for elements they have nothing to do to.
 */
export declare class NoopAction extends AbstractAction {}
