// A rehype plugin for the docs: a page's basis notes (the paragraphs that link to the explanation of
// the bases, under a reference page's title and its members' headings) are left out of the search
// index. It says the same few words on every page, which matched queries such as "library" or
// "code" everywhere. (Pagefind's exclusion selectors cannot name a paragraph by its link.)
import type { ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { ABOUT } from '../provenance/provenanceTable.mjs';

const ABOUT_FRAGMENT = ABOUT.slice(ABOUT.indexOf('#'));

const linksToAbout = (node: ElementContent) =>
  node.type === 'element' && node.tagName === 'a' && String(node.properties.href ?? '').endsWith(ABOUT_FRAGMENT);

export default function rehypeSearchIgnore() {
  return (tree: Root): void =>
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'p' || !node.children.some(linksToAbout)) return undefined;
      node.properties = { ...node.properties, dataPagefindIgnore: '' };
      return SKIP;
    });
}
