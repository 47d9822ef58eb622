import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { select, selectAll } from 'hast-util-select';
import { isElement, textOf as hastText } from '../../src/shared/hast';
import { createCodeApiFinder } from '../../src/provenance/codeApis';
import { repositoryRoot as root } from '../../src/shared/repositoryRoot';
import { proseResolverOf, labelOf, readProvenanceFile } from '../../src/provenance/provenanceIndex';
import { BASIS_LIST_ID, basisListText, noticeText, uncheckedLabels } from '../../src/provenance/basisWording';
import { builtOutput } from './built-output';

// Reads the production build. A hand-written page that shows or names an
// API only named by the specification or modelled must say so at its top, in one sentence, in the
// built HTML, before its first section and its first example (src/provenance/remarkBasisNotice.ts);
// other pages must not. Every hand-written page ends with the basis of each API it uses. What a page
// uses is read here from its source: its TypeScript blocks, through the same TypeScript resolution
// as the build, and its inline code and reference links by pattern.

const provenance = readProvenanceFile();
const prose = proseResolverOf(provenance);
const codeApis = createCodeApiFinder();
const docsDir = path.join(root, 'docs');

/** The hand-written pages, relative to docs/, the generated reference left out. */
function handWritten(dir = docsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(docsDir, 'api') ? [] : handWritten(full);
    return entry.name.endsWith('.mdx') ? [path.relative(docsDir, full)] : [];
  });
}

/** The keys of the library's APIs a page's source uses: in its examples, inline code and links. */
function apisOf(page: string): string[] {
  const source = readFileSync(path.join(docsDir, page), 'utf8');
  const blocks = [...source.matchAll(/^```(?:ts|typescript)\b[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  const text = source.replace(/^```[\s\S]*?^```$/gm, '');
  const keys = [
    ...codeApis(path.join(docsDir, page), blocks),
    ...[...text.matchAll(/`([^`\n]+)`/g)].map((match) => prose.ofInlineCode(match[1])),
    ...[...text.matchAll(/\[`[^`\n]+`\]\(([^)\s]+)\)/g)].map((match) => prose.ofLink(match[1])),
  ];
  return [...new Set(keys.filter((key): key is string => !!key))];
}

/** The built HTML of a page: docs/a/index.mdx is build/a/index.html, docs/index.mdx the home page. */
function builtPage(page: string): string {
  const route = page.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  return readFileSync(path.join(builtOutput().buildDir, route, 'index.html'), 'utf8');
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Text of an HTML fragment: inline code in backticks, tags left out. */
const textOf = (html: string) => decode(html.replace(/<code>([^<]+)<\/code>/g, '`$1`').replace(/<[^>]+>/g, ''));

/** The notice of a built page: where it starts, the APIs it names, its text and links, if it has one. */
function noticeOf(html: string) {
  const match = /<p[^>]*\bdata-basis-notice\b[^>]*>([\s\S]*?)<\/p>/.exec(html);
  if (!match) return undefined;
  return {
    at: match.index,
    role: /\brole="?note\b/.test(match[0]),
    named: [...match[1].matchAll(/<code>([^<]+)<\/code>/g)].map((code) => decode(code[1])).sort(),
    text: textOf(match[1]),
    about: /<a [^>]*href="?\/mutate\/api#the-basis-of-each-page"?/.test(match[1]),
    list: new RegExp(`<a [^>]*href="?#${BASIS_LIST_ID}"?`).test(match[1]),
  };
}

/** The list of bases that ends a built page: its text, and whether it is the article's last block. */
function listOf(html: string) {
  const tree = fromHtml(html);
  const list = select(`#${BASIS_LIST_ID}`, tree);
  if (!list) return undefined;
  const holder = selectAll('*', tree).find((node) => node.children.includes(list))!;
  const rest = holder.children.slice(holder.children.indexOf(list) + 1).filter((node) => isElement(node));
  const text = hastText(list).replace(/\s+/g, ' ').trim();
  return { text, last: list.tagName === 'p' && rest.length === 0 };
}

/** The Markdown-like notice text as the browser shows it: a link's text only. */
const shown = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

describe('the basis notice of the hand-written pages, in the built site', () => {
  const pages = handWritten();

  it('finds the hand-written pages', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['index.mdx', 'guides/getting-started.mdx', 'api-custom/collect/collect-pause.mdx']),
    );
  });

  it.each(pages)('%s says at its top, in one sentence, how many APIs it uses are not checked', (page) => {
    const keys = apisOf(page);
    const unchecked = uncheckedLabels(keys, provenance);
    const html = builtPage(page);
    const notice = noticeOf(html);
    if (!unchecked.length) {
      expect(notice).toBeUndefined();
      return;
    }
    expect(notice, 'the page has a basis notice').toBeDefined();
    // One or two APIs are named; more are counted.
    expect(notice!.named).toEqual(unchecked.length <= 2 ? [...unchecked].sort() : []);
    if (unchecked.length > 2) expect(notice!.text).toContain(`${unchecked.length} APIs on this page`);
    // In the words PROVENANCE.md gives now, not those of a cached build.
    expect(notice!.text).toBe(`Basis: ${shown(noticeText(keys, provenance)!)} (About the basis)`);
    expect(notice!.text.split(/[.:] [A-Z]/)).toHaveLength(1);
    expect(notice!.role).toBe(true);
    expect(notice!.about).toBe(true);
    expect(notice!.list).toBe(true);
    // After the title, before the first section and the first example.
    const after = (pattern: RegExp) =>
      html.slice(notice!.at).search(pattern) >= 0 && html.slice(0, notice!.at).search(pattern) < 0;
    expect(html.slice(0, notice!.at)).toMatch(/<h1[\s>]/);
    expect(after(/<h2[\s>]/)).toBe(true);
    expect(after(/<pre[\s>]/)).toBe(true);
  });

  it.each(pages)('%s ends with the basis of every API it names or calls', (page) => {
    const keys = apisOf(page);
    // Every API a page uses has a basis recorded.
    expect(keys.filter((key) => !provenance.has(key))).toEqual([]);
    const list = listOf(builtPage(page));
    expect(list, 'the page ends with its list of bases').toBeDefined();
    // The text as shown: code spans without their backticks.
    expect(list!.text).toBe(`Basis: ${basisListText(keys, provenance).replace(/`/g, '')} (About the basis)`);
    expect(list!.last).toBe(true);
  });

  it('counts only APIs that rest on the specification or a model', () => {
    const counted = pages.flatMap((page) => uncheckedLabels(apisOf(page), provenance));
    expect(counted.length).toBeGreaterThan(0);
    const basisOf = new Map([...provenance].map(([key, row]) => [labelOf(key), row.basis]));
    expect(counted.filter((label) => !['spec', 'modelled'].includes(basisOf.get(label)!))).toEqual([]);
  });

  it('is one short sentence on Getting started, which uses more than twenty such APIs', () => {
    const notice = noticeOf(builtPage('guides/getting-started.mdx'))!;
    expect(uncheckedLabels(apisOf('guides/getting-started.mdx'), provenance).length).toBeGreaterThan(20);
    expect(notice.text.length).toBeLessThan(220);
  });
});
