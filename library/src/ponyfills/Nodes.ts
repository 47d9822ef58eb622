/**
 * Node helpers that work without the newer built-ins.
 *
 * @module
 */

/**
 * Tells whether a node is part of its document, using `isConnected` where the browser has it.
 *
 * @param node - The node to test.
 * @returns `true` if the node is in the document.
 */
export declare function isConnected(node: Node): boolean;

/**
 * Tells whether `node` is `ancestor` itself or one of its descendants.
 *
 * @param ancestor - The node that may contain the other.
 * @param node - The node to look for.
 * @returns `true` if `ancestor` contains `node`.
 */
export declare function nodeContains(ancestor: Node, node: Node): boolean;
