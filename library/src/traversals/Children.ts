/**
 * Moving to child elements.
 *
 * @module
 */
import { AbstractTraversal } from './Abstract';

/**
 * Collects every child element of each source element, or those that match the selector. Elements that several source elements share are collected once.
 * Backs {@link Mutator!Mutator.children | Mutator.children}.
 */
export declare class ChildrenTraversal extends AbstractTraversal {}
