/**
 * Moving to a child element.
 *
 * @module
 */
import { AbstractTraversal } from './Abstract';

/**
 * Collects, for each source element, its first child element, or its first child element that matches the selector. Elements that several source elements share are collected once.
 * Backs {@link Mutator!Mutator.child | Mutator.child}.
 */
export declare class ChildTraversal extends AbstractTraversal {}
