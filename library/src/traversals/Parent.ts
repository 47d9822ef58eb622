/**
 * Moving to parent elements.
 *
 * @module
 */
import { AbstractTraversal } from './Abstract';

/**
 * Collects the parent element of each source element, if it matches the selector (when one is given). Elements that several source elements share are collected once.
 * Backs {@link Mutator!Mutator.parent | Mutator.parent}.
 */
export declare class ParentTraversal extends AbstractTraversal {}
