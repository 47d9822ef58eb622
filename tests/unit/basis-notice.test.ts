import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCodeApiFinder, repositoryRoot as root } from '../../src/provenance/codeApis';
import { createProseResolver, labelOf, readProvenanceFile } from '../../src/provenance/provenanceIndex';
import { noticeText } from '../../src/provenance/remarkBasisNotice';

// Reads the production build (run `npm run build` first). A hand-written page that shows or names an
// API only named by the specification or modelled must say so at its top, in the built HTML, before
// its first section and its first example (src/provenance/remarkBasisNotice.ts); other pages must
// not. What a page uses is read here from its source: its TypeScript blocks, through the same
// TypeScript resolution as the build, and its inline code and reference links by pattern.

const provenance = readProvenanceFile();
const prose = createProseResolver(provenance);
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

/** The keys of the APIs named by the spec or modelled that a page's source uses. */
function unverifiedApis(page: string): string[] {
  const source = readFileSync(path.join(docsDir, page), 'utf8');
  const blocks = [...source.matchAll(/^```(?:ts|typescript)\b[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  const text = source.replace(/^```[\s\S]*?^```$/gm, '');
  const keys = [
    ...codeApis(path.join(docsDir, page), blocks),
    ...[...text.matchAll(/`([^`\n]+)`/g)].map((match) => prose.ofInlineCode(match[1])),
    ...[...text.matchAll(/\[`[^`\n]+`\]\(([^)\s]+)\)/g)].map((match) => prose.ofLink(match[1])),
  ];
  const unverified = keys.filter(
    (key): key is string => !!key && ['spec', 'modelled'].includes(provenance.get(key)!.basis),
  );
  return [...new Set(unverified)];
}

/** The built HTML of a page: docs/a/index.mdx is build/a/index.html, docs/index.mdx the home page. */
function builtPage(page: string): string {
  const route = page.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  return readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The notice of a built page: where it starts, the APIs it names and its link, if it has one. */
function noticeOf(html: string) {
  const match = /<p[^>]*\bdata-basis-notice\b[^>]*>([\s\S]*?)<\/p>/.exec(html);
  if (!match) return undefined;
  return {
    at: match.index,
    role: /\brole="?note\b/.test(match[0]),
    named: [...match[1].matchAll(/<code>([^<]+)<\/code>/g)].map((code) => decode(code[1])).sort(),
    text: decode(match[1].replace(/<code>([^<]+)<\/code>/g, '`$1`').replace(/<[^>]+>/g, '')),
    about: /<a [^>]*href="?\/mutate\/api#the-basis-of-each-page"?/.test(match[1]),
  };
}

describe('the basis notice of the hand-written pages, in the built site', () => {
  const pages = handWritten();

  it('finds the hand-written pages', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['index.mdx', 'guides/getting-started.mdx', 'api-custom/collect/collect-pause.mdx']),
    );
  });

  it.each(pages)('%s names, at its top, every API it uses that is named by the spec or modelled', (page) => {
    const expected = unverifiedApis(page);
    const html = builtPage(page);
    const notice = noticeOf(html);
    if (!expected.length) {
      expect(notice).toBeUndefined();
      return;
    }
    expect(notice, 'the page has a basis notice').toBeDefined();
    expect(notice!.named).toEqual([...new Set(expected.map(labelOf))].sort());
    // In the words PROVENANCE.md gives now, not those of a cached build.
    expect(notice!.text).toBe(`Basis: ${noticeText(expected, provenance)} (About the basis)`);
    expect(notice!.role).toBe(true);
    expect(notice!.about).toBe(true);
    // After the title, before the first section and the first example.
    const after = (pattern: RegExp) =>
      html.slice(notice!.at).search(pattern) >= 0 && html.slice(0, notice!.at).search(pattern) < 0;
    expect(html.slice(0, notice!.at)).toMatch(/<h1[\s>]/);
    expect(after(/<h2[\s>]/)).toBe(true);
    expect(after(/<pre[\s>]/)).toBe(true);
  });

  it('names only APIs that rest on the specification or a model', () => {
    const unverified = new Set(
      [...provenance]
        .filter(([, row]) => row.basis === 'spec' || row.basis === 'modelled')
        .map(([key]) => labelOf(key)),
    );
    const named = pages.flatMap((page) => noticeOf(builtPage(page))?.named ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((label) => !unverified.has(label))).toEqual([]);
  });
});
