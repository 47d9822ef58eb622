// Helpers over the hast trees of built pages that the kept libraries leave to us: whether a node is
// an element and its classes, and removing nodes where they are in the tree. Finding elements is
// hast-util-select's (CSS selectors); an element's text is hast-util-to-text's, as written (`pre`
// white space: `<br>` a line break, nothing collapsed).
import type { Element, Nodes, Parents } from 'hast';
import { toText } from 'hast-util-to-text';
import { CONTINUE, visit } from 'unist-util-visit';

export const isElement = (node: Nodes | undefined, tagName?: string): node is Element =>
  node?.type === 'element' && (tagName === undefined || node.tagName === tagName);

/** The classes of an element (`className` as hast-util-from-html gives it). */
export const classesOf = (node: Element): string[] => (node.properties.className as string[] | undefined) ?? [];

/** Whether an element has a class, or (with `prefix`) a class that starts with it (CSS-module names). */
export const hasClass = (node: Nodes | undefined, name: string, prefix = false): node is Element =>
  isElement(node) && classesOf(node).some((value) => (prefix ? value.startsWith(name) : value === name));

/** The selector of an element with a class that starts with `prefix` (a CSS module's `name_hash`). */
export const classPrefixed = (prefix: string): string => `[class^="${prefix}"], [class*=" ${prefix}"]`;

/** Removes, everywhere in the tree, the nodes that `test` accepts. */
export function removeNodes(tree: Parents, test: (node: Nodes) => boolean): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined || !test(node)) return CONTINUE;
    parent.children.splice(index, 1);
    return index;
  });
}

/** The text of a node as written in the HTML (no white space collapsed; `<br>` is a line break). */
export const textOf = (node: Nodes): string => toText(node, { whitespace: 'pre' });
