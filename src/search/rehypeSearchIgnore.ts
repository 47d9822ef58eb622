// A rehype plugin for the docs: a page's basis notes (the paragraphs that link to the explanation of
// the bases, under a reference page's title and its members' headings) are left out of the search
// index. It says the same few words on every page, which matched queries such as "library" or
// "code" everywhere. (Pagefind's exclusion selectors cannot name a paragraph by its link.)
import { ABOUT } from '../provenance/provenanceTable.mjs';
import type { HastNode } from '../accessibility/tableCellLabels';

const ABOUT_FRAGMENT = ABOUT.slice(ABOUT.indexOf('#'));

const linksToAbout = (node: HastNode) =>
  node.tagName === 'a' && String(node.properties?.href ?? '').endsWith(ABOUT_FRAGMENT);

function markBasisNotes(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'p' && node.children?.some(linksToAbout)) {
    node.properties = { ...node.properties, dataPagefindIgnore: '' };
    return;
  }
  node.children?.forEach(markBasisNotes);
}

export default function rehypeSearchIgnore() {
  return markBasisNotes;
}
