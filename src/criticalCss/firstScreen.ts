// What a page shows on its first screen, for choosing its critical CSS (criticalCss.ts): the page
// less what only comes into view after scrolling, at phone and desktop widths alike. The rest of
// the stylesheet loads before a reader scrolls there.
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/**
 * The content's first blocks that a first screen can show: on a phone (412 × 823) the title and
 * about three paragraphs; on a desktop (1350 × 940) up to seven short blocks, each kind of block
 * (paragraph, list, code block, table, admonition) styled by the same rules wherever it is.
 */
export const FIRST_SCREEN_BLOCKS = 4;

const classesOf = (node: Element): string[] => (node.properties.className as string[] | undefined) ?? [];
const isElement = (node: Nodes): node is Element => node.type === 'element';

/** Whether an element is below every first screen: the site's footer, a docs page's footer and pager. */
const belowFirstScreen = (node: Element): boolean =>
  node.tagName === 'footer' || classesOf(node).some((name) => name === 'pagination-nav' || name === 'theme-doc-footer');

/** The [start, end) offsets of the elements of `html` that no first screen shows. */
function rangesBelowFirstScreen(tree: Nodes): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Nodes) => {
    if (!('children' in node)) return;
    const children = node.children.filter(isElement);
    // A page's content (Markdown or a generated index of cards): its first blocks only.
    const isContent = isElement(node) && classesOf(node).some((name) => name === 'markdown' || name === 'row');
    children.forEach((child, index) => {
      const { start, end } = child.position ?? {};
      const cut = belowFirstScreen(child) || (isContent && index >= FIRST_SCREEN_BLOCKS);
      if (cut && start?.offset !== undefined && end?.offset !== undefined) ranges.push([start.offset, end.offset]);
      else visit(child);
    });
  };
  visit(tree);
  return ranges;
}

/** `html` without the elements that come into view only after scrolling. */
export function firstScreenOf(html: string): string {
  let kept = '';
  let from = 0;
  for (const [start, end] of rangesBelowFirstScreen(fromHtml(html))) {
    kept += html.slice(from, start);
    from = end;
  }
  return kept + html.slice(from);
}
