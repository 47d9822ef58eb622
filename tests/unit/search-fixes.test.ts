import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// src/search/plugin.ts; the built search index is checked after `docusaurus build`, the search
// box in a browser (tests/e2e/search.spec.ts).

// The built index: titles, headings, descriptions, keywords and content, each with its documents.
type SearchIndex = {
  documents: { i: number; t: string; u: string }[];
  index: { invertedIndex: [string, { t?: Record<string, object> }][] };
}[];
const builtSearchIndex = () => JSON.parse(readFileSync(path.resolve('build/search-index.json'), 'utf8')) as SearchIndex;

describe('search index (src/search/plugin.ts)', () => {
  it('splits search terms at dots in the built index, so that a word finds dotted API names', () => {
    const [titles] = builtSearchIndex();
    const terms = new Map(titles.index.invertedIndex);
    expect([...terms.keys()].filter((term) => term.includes('.'))).toEqual([]);
    const id = (title: string) => String(titles.documents.find((document) => document.t === title)?.i);
    for (const [title, word] of [
      ['collect.pause', 'pause'],
      ['mutate.pause', 'pause'],
      ['Function: SCOPE.getName()', 'getname'],
    ]) {
      expect(Object.keys(terms.get(word)?.t ?? {}), title).toContain(id(title));
    }
  });

  it("indexes a method's heading under each word of its name too, and other text under whole names", () => {
    const [titles, headings, , , content] = builtSearchIndex();
    const documentsWith = (index: typeof titles, term: string) =>
      Object.keys(new Map(index.index.invertedIndex).get(term)?.t ?? {}).map(
        (id) => index.documents.find((document) => String(document.i) === id)?.t,
      );
    expect(documentsWith(headings, 'custom')).toContain('customMutation()');
    expect(documentsWith(headings, 'mutation')).toContain('customMutation()');
    expect(documentsWith(headings, 'custommutation')).toContain('customMutation()');
    expect(documentsWith(titles, 'html')).not.toContain('Class: HTMLModifiedEffect');
    // A section whose text is one name ("Extends AbstractEffect") keeps it whole.
    expect(documentsWith(content, 'abstracteffect')).toContain('AbstractEffect');
    expect(documentsWith(content, 'effect')).not.toContain('AbstractEffect');
  });

  // The search options in docusaurus.config.ts (ignoreFiles, ignoreCssSelectors, keywords).
  it("leaves the reference's index pages and generated pages' descriptions out of the built index, and holds the guides' keywords", () => {
    const [titles, , descriptions, keywords, content] = builtSearchIndex();
    const pages = titles.documents.map((document) => document.u);
    for (const indexPage of ['/mutate/api/Mutator/', '/mutate/api/bindings/Attribute/', '/mutate/api/modules']) {
      expect(pages).not.toContain(indexPage);
    }
    // Nor the generated pages of collect's and mutate's operations, which the guides' pages cover.
    expect(pages.filter((page) => page.startsWith('/mutate/api/lib/namespaces/'))).toEqual([]);
    expect(pages).toContain('/mutate/api-custom/collect/collect-pause');
    expect(pages).toEqual(
      expect.arrayContaining([
        '/mutate/api',
        '/mutate/api/Mutator/classes/Mutator',
        '/mutate/api/lib/functions/collect',
      ]),
    );
    const described = descriptions.documents.map((document) => document.u);
    expect(described.filter((page) => page.startsWith('/mutate/api/'))).toEqual([]);
    expect(described).toContain('/mutate/api-custom/collect/');
    expect(keywords.documents.map((document) => document.u)).toContain('/mutate/api-custom/collect/collect-unpause');
    // Nor are the reference pages' basis notes, the same words on every page.
    expect(content.documents.filter((document) => /\bBasis: (checked|seen|named|modelled)\b/.test(document.t))).toEqual(
      [],
    );
    expect(content.documents.filter((document) => document.t.includes('Mutator'))).not.toEqual([]);
  });
});
