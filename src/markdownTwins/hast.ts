// Small helpers over the hast trees of built pages: classes, finding and text.
import type { Element, Nodes, Parents } from 'hast';
import { CONTINUE, EXIT, SKIP, visit } from 'unist-util-visit';

export const isElement = (node: Nodes | undefined, tagName?: string): node is Element =>
  node?.type === 'element' && (tagName === undefined || node.tagName === tagName);

/** The classes of an element (`className` as hast-util-from-html gives it). */
export const classesOf = (node: Element): string[] => (node.properties.className as string[] | undefined) ?? [];

/** Whether an element has a class, or (with `prefix`) a class that starts with it (CSS-module names). */
export const hasClass = (node: Nodes | undefined, name: string, prefix = false): node is Element =>
  isElement(node) && classesOf(node).some((value) => (prefix ? value.startsWith(name) : value === name));

/** The first element, in document order, that `test` accepts. */
export function findElement(tree: Nodes, test: (node: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (node) => {
    if (!test(node)) return CONTINUE;
    found = node;
    return EXIT;
  });
  return found;
}

/** Every element that `test` accepts, outside those it accepted. */
export function findElements(tree: Nodes, test: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (!test(node)) return CONTINUE;
    found.push(node);
    return SKIP;
  });
  return found;
}

/** Removes, everywhere in the tree, the nodes that `test` accepts. */
export function removeNodes(tree: Parents, test: (node: Nodes) => boolean): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined || !test(node)) return CONTINUE;
    parent.children.splice(index, 1);
    return index;
  });
}

/** The text of a node as written in the HTML (no whitespace collapsing; `<br>` is a line break). */
export function textOf(node: Nodes): string {
  const parts: string[] = [];
  visit(node, (child) => {
    if (child.type === 'text') parts.push(child.value);
    else if (isElement(child, 'br')) parts.push('\n');
  });
  return parts.join('');
}
