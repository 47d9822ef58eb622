/**
 * Moving to ancestor elements.
 *
 * @module
 */
import { AbstractTraversal } from './Abstract';

/**
 * Collects every ancestor of each source element that matches the selector; with no selector,
 * every ancestor up to the root element. Like every collector's elements, they are listed in
 * document order, so outer ancestors come first. Elements that several source elements share are
 * collected once.
 * Backs {@link Mutator!Mutator.parents | Mutator.parents}.
 */
export declare class ParentsTraversal extends AbstractTraversal {}
