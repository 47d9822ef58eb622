// Small helpers over the hast trees of built pages: classes, finding and text.
import type { Element, Nodes, Parents } from 'hast';

export const isElement = (node: Nodes | undefined, tagName?: string): node is Element =>
  node?.type === 'element' && (tagName === undefined || node.tagName === tagName);

/** The classes of an element (`className` as hast-util-from-html gives it). */
export const classesOf = (node: Element): string[] => (node.properties.className as string[] | undefined) ?? [];

/** Whether an element has a class, or (with `prefix`) a class that starts with it (CSS-module names). */
export const hasClass = (node: Nodes | undefined, name: string, prefix = false): node is Element =>
  isElement(node) && classesOf(node).some((value) => (prefix ? value.startsWith(name) : value === name));

/** The first element, in document order, that `test` accepts. */
export function findElement(tree: Nodes, test: (node: Element) => boolean): Element | undefined {
  if (isElement(tree) && test(tree)) return tree;
  for (const child of 'children' in tree ? tree.children : []) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element that `test` accepts, outside those it accepted. */
export function findElements(tree: Nodes, test: (node: Element) => boolean): Element[] {
  if (isElement(tree) && test(tree)) return [tree];
  return ('children' in tree ? tree.children : []).flatMap((child: Nodes) => findElements(child, test));
}

/** Removes, everywhere in the tree, the nodes that `test` accepts. */
export function removeNodes(tree: Parents, test: (node: Nodes) => boolean): void {
  tree.children = tree.children.filter((child) => !test(child)) as typeof tree.children;
  for (const child of tree.children) if ('children' in child) removeNodes(child, test);
}

/** The text of a node as written in the HTML (no whitespace collapsing; `<br>` is a line break). */
export const textOf = (node: Nodes): string => {
  if (node.type === 'text') return node.value;
  if (isElement(node, 'br')) return '\n';
  return 'children' in node ? node.children.map(textOf).join('') : '';
};
