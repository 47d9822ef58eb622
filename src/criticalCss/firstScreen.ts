// What a page shows on its first screen, for choosing its critical CSS (criticalCss.ts): the page
// less what only comes into view after scrolling, at phone and desktop widths alike. The rest of
// the stylesheet loads before a reader scrolls there.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { classesOf, isElement } from '../shared/hast';

/**
 * The content's first blocks that a first screen shows: on a phone (412 × 823) the title and about
 * three paragraphs; a desktop shows more of a page whose blocks are short, each kind of block
 * (paragraph, list, code block, table) styled by the same rules wherever it is. A page whose four
 * first blocks need more than the budget gets fewer (criticalCss.ts).
 */
export const FIRST_SCREEN_BLOCKS = 4;

/** Whether an element is below every first screen: the site's footer, a docs page's footer and pager. */
const belowFirstScreen = (node: Element): boolean =>
  node.tagName === 'footer' || classesOf(node).some((name) => name === 'pagination-nav' || name === 'theme-doc-footer');

/** Whether an element holds a page's content (Markdown, or a generated index's cards), of which the first blocks show. */
const isContent = (node: Element): boolean => classesOf(node).some((name) => name === 'markdown' || name === 'row');

/** Whether `node` is a closed disclosure (`<details>`), which shows its summary alone. */
const isClosedDisclosure = (node: Root | Element): boolean =>
  node.type === 'element' && node.tagName === 'details' && node.properties.open === undefined;

/** Removes from `node` what no first screen shows. */
function keepFirstScreen(node: Root | Element, maxBlocks: number): void {
  let blocks = 0;
  const content = node.type === 'element' && isContent(node);
  const closed = isClosedDisclosure(node);
  node.children = node.children.filter((child) => {
    if (!isElement(child)) return true;
    if (closed && child.tagName !== 'summary') return false;
    if (belowFirstScreen(child) || (content && (blocks += 1) > maxBlocks)) return false;
    keepFirstScreen(child, maxBlocks);
    return true;
  });
}

/**
 * The page `html` as its first screen shows it, given the count of its content's first blocks,
 * every element closed: minified HTML leaves out the end tags it may (`</li>`, `</p>`), and the
 * critical CSS's matching of sibling selectors (`li+li`) needs them. The page is parsed once and
 * pruned in place, so the counts asked must not grow: a first screen of fewer blocks is the one of
 * more blocks, pruned again.
 */
export function firstScreensOf(html: string): (blocks: number) => string {
  const page = fromHtml(html);
  let fewest = Infinity;
  return (blocks) => {
    if (blocks > fewest) throw new Error(`first screen: ${blocks} blocks asked after ${fewest}`);
    fewest = blocks;
    keepFirstScreen(page, blocks);
    return toHtml(page);
  };
}
