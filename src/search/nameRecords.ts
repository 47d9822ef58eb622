// The search index's records of API names, beside the pages: one per symbol (at its page) and one per
// member (each method, property, accessor, constructor and enumeration member, at its heading or
// table row), found by apiPlaces. Each holds the name's token (ranking.ts), the name, and the first
// paragraph of its description.
// On its owner's page a member is a few words among hundreds, so "mutator revert" found the pages
// that say "mutate" and "revert" most, not Mutator's revert(); as a record of its own it is found by
// its words first, and by its name token whatever other pages say.
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { findElement, findElements, hasClass, isElement, textOf } from '../markdownTwins/hast';
import { nameOf, nameToken } from './ranking';
import { SYMBOL_KINDS } from './pageKind';

/** A custom record of Pagefind's Node API (`index.addCustomRecord`). */
export interface NameRecord {
  url: string;
  content: string;
  language: string;
  meta: { title: string; kind: string; page?: string };
  filters: { section: string[] };
}

// The sections of a class's or interface's page whose headings are its members, and their kind.
const MEMBER_SECTIONS: Record<string, string> = {
  Constructors: 'Constructor',
  Properties: 'Property',
  Accessors: 'Accessor',
  Methods: 'Method',
};
// The anchors of members listed in a table (an interface's properties, an enumeration's members).
const TABLE_MEMBER_ID = /^(?:property|enumeration-member)-/;

// Text as read: without headings' "#" links and zero-width spaces.
const plainText = (node: Element) =>
  textOf({
    ...node,
    children: node.children.filter((child) => !hasClass(child, 'hash-link')),
  })
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The first paragraph after `start` among `blocks`, before the next heading. */
function paragraphAfter(blocks: Element[], start: number): string {
  for (const block of blocks.slice(start + 1)) {
    if (/^h[1-6]$/.test(block.tagName)) return '';
    const notText = block.properties.dataPagefindIgnore !== undefined || block.properties.dataBasisNotice !== undefined;
    if (block.tagName === 'p' && !notText) return plainText(block);
  }
  return '';
}

/** A symbol or member of a built reference page: its place, name, heading and kind, and its first paragraph. */
export interface ApiPlace {
  url: string;
  /** The symbol's name, or a member's with its owner's (`Mutator.revert`). */
  name: string;
  /** The page's title ("Class: Mutator"), or the member's heading or name ("revert()"). */
  title: string;
  kind: string;
  /** A member's page title. */
  page?: string;
  description: string;
}

/** The symbol of the built page `html`, served at `pageUrl`, then its members; none for a page that is not a symbol's. */
export function apiPlaces(html: string, pageUrl: string): ApiPlace[] {
  const tree = fromHtml(html);
  const body = findElement(tree, (node) => node.properties.dataPagefindBody !== undefined);
  const content = body && findElement(body, (node) => hasClass(node, 'markdown'));
  const heading = content && findElement(content, (node) => node.tagName === 'h1');
  const pageKind = String(body?.properties.dataPagefindMeta ?? '').replace(/^kind:/, '');
  if (!content || !heading || !SYMBOL_KINDS.includes(pageKind)) return [];
  const page = plainText(heading);
  const owner = nameOf(page);
  const blocks = content.children.filter((child): child is Element => isElement(child));
  const places: ApiPlace[] = [
    { url: pageUrl, name: owner, title: page, kind: pageKind, description: paragraphAfter(blocks, -1) },
  ];
  const member = (id: string, title: string, kind: string, description: string) =>
    places.push({ url: `${pageUrl}#${id}`, name: `${owner}.${nameOf(title)}`, title, kind, page, description });
  let section = '';
  blocks.forEach((block, index) => {
    if (block.tagName === 'h2') section = plainText(block);
    if (block.tagName === 'h3' && MEMBER_SECTIONS[section] && block.properties.id) {
      member(String(block.properties.id), plainText(block), MEMBER_SECTIONS[section], paragraphAfter(blocks, index));
    }
  });
  for (const anchor of findElements(content, (node) => TABLE_MEMBER_ID.test(String(node.properties.id ?? '')))) {
    const row = findElement(
      content,
      (node) => node.tagName === 'tr' && findElement(node, (inner) => inner === anchor) !== undefined,
    );
    const cells = row ? row.children.filter((cell): cell is Element => isElement(cell, 'td')) : [];
    if (cells.length === 0) continue;
    const kind = pageKind === 'Enumeration' ? 'Enumeration member' : 'Property';
    member(String(anchor.properties.id), plainText(cells[0]), kind, plainText(cells[cells.length - 1]));
  }
  return places;
}

/** The name records of the built page `html`, served at `pageUrl`; none for a page that is not a symbol's. */
export function nameRecords(html: string, pageUrl: string): NameRecord[] {
  return apiPlaces(html, pageUrl).map(({ url, name, title, kind, page, description }) => ({
    url,
    content: `${nameToken(page ? 'member' : 'symbol', name)} ${name}. ${description}`,
    language: 'en',
    meta: { title, kind, ...(page && { page }) },
    filters: { section: ['Reference'] },
  }));
}
