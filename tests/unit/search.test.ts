import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageKind } from '../../src/search/pageKind';
import { nameOf, nameTier, rankEntries, wordsOf, withoutNameTokens, type PageData } from '../../src/search/ranking';
import { nameRecords } from '../../src/search/nameRecords';
import type { ApiModel, ModelMember, ModelSymbol } from '../../src/symbolIndex/apiModel';
import type { VersionFacts } from '../../src/symbolIndex/versionFacts';
import { wordSearches } from '../../src/search/queryWords';
import { searchNotLoadedText } from '../../src/search/loadSearchClient';
import { searchPageUrl } from '../../src/search/searchPageUrl';
import { twinUrl } from '../../src/markdownTwins/twinUrl';
import { builtSearchFragments } from '../search-queries';
import { builtOutput } from './built-output';

describe('ranking (src/search/ranking.ts)', () => {
  it('reads names and their words as readers type them', () => {
    expect(nameOf('Abstract Class: AbstractAction')).toBe('AbstractAction');
    expect(nameOf('revert()')).toBe('revert');
    expect(wordsOf('CollectorNotFoundError')).toEqual(['collector', 'not', 'found', 'error']);
    expect(wordsOf('CONTEXT_VALUE_CHANGED')).toEqual(['context', 'value', 'changed']);
    expect(wordsOf('HTMLModifiedEffect')).toEqual(['html', 'modified', 'effect']);
    expect(wordsOf('$mu')).toEqual(['$mu']);
  });

  it('ranks a name typed exactly, in any case, by its words in any order, and typed partway', () => {
    const names = { own: 'revert', qualified: 'Mutator.revert' };
    expect(nameTier('Mutator#revert()', names)).toBe(0);
    expect(nameTier('MUTATOR.REVERT', names)).toBe(0);
    expect(nameTier('mutator revert', names)).toBe(1);
    expect(nameTier('revert mutator', names)).toBe(2);
    expect(nameTier('Mutator.rev', names)).toBe(3);
    expect(nameTier('mut rev', names)).toBe(4);
    expect(nameTier('relocate', names)).toBe(5);
  });

  it("asks for every needed word, with the docs' words for a reader's, then all but one", () => {
    expect(wordSearches('how do I undo changes')).toEqual({
      all: 'undo changes',
      docsWords: ['revert changes'],
      fewer: [['changes', 'undo']],
    });
    expect(wordSearches('the')).toEqual({ all: 'the', docsWords: [], fewer: [] });
    expect(wordSearches('Mutator')).toEqual({ all: 'Mutator', docsWords: [], fewer: [] });
    expect(wordSearches('wait until content rendered').fewer.map((level) => level.length)).toEqual([4, 6, 4]);
    // A pasted sentence makes no more than twenty searches a level: seven words, seven and no more.
    expect(wordSearches('one two three four five six seven').fewer.map((level) => level.length)).toEqual([7]);
    const started = performance.now();
    expect(wordSearches(Array.from({ length: 60 }, (_, at) => `w${at}`).join(' ')).fewer).toEqual([]);
    expect(performance.now() - started).toBeLessThan(50);
    // Words that are names of Object's members are no reader's words.
    expect(wordSearches('constructor toString').docsWords).toEqual([]);
  });

  const page = (url: string, title: string, kind: string, extra: Partial<PageData> = {}): PageData => ({
    url,
    excerpt: '',
    meta: { title, kind },
    sub_results: [],
    ...extra,
  });

  it("puts the places a query names first: a symbol's page before its area's, both before a member of that name", () => {
    const area = page('/api/State/', 'State', 'Module');
    const member = page('/api/Collector/classes/Collector#state', 'state', 'Accessor', {
      meta: { title: 'state', kind: 'Accessor', page: 'Class: Collector' },
    });
    const symbol = page('/api/State/classes/State', 'Class: State', 'Class');
    const guide = page('/guides/getting-started', 'Getting started', 'Guide');
    const urls = (query: string) => rankEntries(query, [member], [guide, area, symbol], 8).map(({ url }) => url);
    expect(urls('state')).toEqual([symbol.url, area.url, member.url, guide.url]);
    expect(urls('Collector.state')[0]).toBe(member.url);
    // The rest keep Pagefind's order, each page once.
    expect(urls('getting')).toEqual([guide.url, area.url, symbol.url]);
  });

  it('leaves name tokens out of excerpts', () => {
    expect(withoutNameTokens('<mark>apinamesymbolmutator</mark> Mutator. Changes elements.')).toBe(
      'Mutator. Changes elements.',
    );
  });
});

describe('name records (src/search/nameRecords.ts)', () => {
  const facts = (symbols: ApiModel['symbols']): VersionFacts => ({
    root: '/mutate/',
    model: { symbols },
    titles: new Map([
      ['/mutate/api/lib/functions/collect', 'Function: collect()'],
      ['/mutate/api/lib/namespaces/collect/', 'Namespace: collect'],
      ['/mutate/api/Effect/classes/Effect', 'Class: Effect'],
    ]),
    pages: [{ url: '/mutate/api-custom/collect/', title: 'collect', summary: 'collect creates collectors.' }],
  });
  const text = (words: string) => [{ kind: 'text' as const, text: words }];
  const guide = [[{ kind: 'link' as const, text: 'collect', url: '/api-custom/collect/' }]];
  const facts0 = { signatures: [], modifiers: [], examples: [], see: [], description: [] };
  const symbol = (name: string, kind: string, page: string, more: Partial<ModelSymbol> = {}): ModelSymbol => ({
    ...facts0,
    name,
    kind,
    area: page.split('/')[0],
    page,
    members: [],
    ...more,
  });
  const member = (name: string, kind: string, anchor: string, more: Partial<ModelMember> = {}): ModelMember => ({
    ...facts0,
    name,
    kind,
    anchor,
    ...more,
  });

  it('makes a record of each symbol at its page, titled as the page is, and each member at its place, titled as its heading or row', () => {
    const records = nameRecords(
      facts([
        symbol('Effect', 'Class', 'Effect/classes/Effect.md', {
          description: text('Changes one element.\n\nMore.'),
          members: [
            member('Effect.Constructor', 'Constructor', 'constructor'),
            member('Effect.revert', 'Method', 'revert', { description: text('Undoes it.') }),
            member('Effect.modify', 'Property', 'property-modify', { modifiers: ['optional'] }),
          ],
        }),
      ]),
    );
    expect(records.map(({ url, meta }) => [url, meta.title, meta.kind, meta.page])).toEqual([
      ['/mutate/api/Effect/classes/Effect', 'Class: Effect', 'Class', undefined],
      ['/mutate/api/Effect/classes/Effect#constructor', 'Constructor', 'Constructor', 'Class: Effect'],
      ['/mutate/api/Effect/classes/Effect#revert', 'revert()', 'Method', 'Class: Effect'],
      ['/mutate/api/Effect/classes/Effect#property-modify', 'modify?', 'Property', 'Class: Effect'],
    ]);
    expect(records[0].content).toBe('apinamesymboleffect Effect. Changes one element.');
    expect(records[2].content).toBe('apinamemembereffectrevert Effect.revert. Undoes it.');
  });

  it('makes one record of a hand-written page about an API, with its first paragraph', () => {
    const records = nameRecords(
      facts([
        symbol('collect', 'Function', 'lib/functions/collect.md', { see: guide }),
        symbol('collect', 'Namespace', 'lib/namespaces/collect/index.md', { see: guide }),
      ]),
    );
    const handWritten = records.filter(({ url }) => url.includes('api-custom'));
    expect(handWritten).toHaveLength(1);
    expect(handWritten[0]).toMatchObject({
      meta: { title: 'collect', kind: 'Function' },
      content: 'apinamesymbolcollect collect. collect creates collectors.',
    });
  });

  it('fails naming a symbol of the model that has no page', () => {
    expect(() => nameRecords(facts([symbol('Gone', 'Class', 'Gone/classes/Gone.md')]))).toThrow(
      /Gone has no page at \/mutate\/api\/Gone\/classes\/Gone/,
    );
  });
});

describe('page kinds (src/search/pageKind.ts)', () => {
  it('tells guides from reference pages, and each kind of reference page', () => {
    expect(pageKind('')).toEqual({ section: 'Guides', kind: 'Guide' });
    expect(pageKind('guides/getting-started')).toEqual({ section: 'Guides', kind: 'Guide' });
    expect(pageKind('api')).toEqual({ section: 'Reference', kind: 'Overview' });
    expect(pageKind('api/modules')).toEqual({ section: 'Reference', kind: 'Module list' });
    expect(pageKind('api/Mutator/')).toEqual({ section: 'Reference', kind: 'Module' });
    expect(pageKind('api/Mutator/classes/Mutator')).toEqual({ section: 'Reference', kind: 'Class' });
    expect(pageKind('api/effects/TextModified/classes/TextModifiedEffect').kind).toBe('Class');
    expect(pageKind('api/Locator/type-aliases/LocatorHandler').kind).toBe('Type alias');
    expect(pageKind('api/lib/namespaces/collect/functions/get').kind).toBe('Function');
    expect(pageKind('api/lib/functions/').kind).toBe('List');
    expect(pageKind('api-custom/collect/')).toEqual({ section: 'Reference', kind: 'Function' });
    expect(pageKind('api-custom/collect/collect-get')).toEqual({ section: 'Reference', kind: 'Operation' });
  });
});

it('the search page URL carries the query and the section (src/search/searchPageUrl.ts)', () => {
  expect(searchPageUrl('/mutate/search', 'a & b')).toBe('/mutate/search?q=a+%26+b');
  expect(searchPageUrl('/mutate/search', 'x', { section: 'Guides' })).toBe('/mutate/search?q=x&section=Guides');
  expect(searchPageUrl('/mutate/search', 'x', { version: '1.0.0' })).toBe('/mutate/search?q=x&version=1.0.0');
  expect(searchPageUrl('/mutate/search', '')).toBe('/mutate/search');
});

// The built index.
const { buildDir } = builtOutput();
const fragments = builtSearchFragments(buildDir);
const fragmentOf = (url: string) => fragments.find((fragment) => fragment.url === url)!;

// The search box and page say it when e2e tests make search fail in the production build; the
// development server's own reason is checked here.
describe('why search could not load (src/search/loadSearchClient.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
  const say = (environment: string, onLine: boolean) => {
    vi.stubEnv('NODE_ENV', environment);
    vi.stubGlobal('navigator', { onLine });
    return searchNotLoadedText();
  };

  it('says there is no production build for the development server to search, the reader is offline, or the files did not arrive', () => {
    expect(say('development', true)).toBe(
      'Search could not load: the development server searches the last production build, and there is none yet (npm run build makes one).',
    );
    expect(say('development', false)).toBe('Search could not load: you are offline.');
    expect(say('production', false)).toBe('Search could not load: you are offline.');
    expect(say('production', true)).toBe('Search could not load: its files could not be fetched.');
  });
});

describe('the built search index', () => {
  it("holds a page's article only: no navbar, sidebar, table of contents, footer, notice, type popups or buttons", () => {
    const guide = fragmentOf('/mutate/guides/getting-started').content;
    expect(guide).toContain('Getting started');
    for (const shell of [
      'Skip to main content',
      'Copyright',
      'On this page',
      'Copy page',
      'Previous',
      'Edit this page',
    ]) {
      expect(guide, shell).not.toContain(shell);
    }
    // The basis notice, the type popups (`(method) Mutator.text(…)`) and copy buttons.
    expect(
      fragments.filter(({ content }) => /not checked against the library|Copy code|\(method\) /.test(content)),
    ).toEqual([]);
    expect(fragments.filter(({ content }) => /Basis: (checked|seen|named|modelled)/.test(content))).toEqual([]);
  });

  it('says what each page is (kind) and where it belongs (section)', () => {
    expect(fragmentOf('/mutate/api/Mutator/classes/Mutator')).toMatchObject({
      meta: { kind: 'Class' },
      filters: { section: ['Reference'] },
    });
    expect(fragmentOf('/mutate/guides/getting-started')).toMatchObject({
      meta: { kind: 'Guide' },
      filters: { section: ['Guides'] },
    });
    expect(fragmentOf('/mutate/api/Mutator/classes/Mutator#revert')).toMatchObject({
      meta: { kind: 'Method', title: 'revert()', page: 'Class: Mutator' },
    });
    expect(fragmentOf('/mutate/api/MessageLog/enumerations/LogLevel#enumeration-member-debug')).toMatchObject({
      meta: { kind: 'Enumeration member', page: 'Enumeration: LogLevel' },
    });
  });

  it('names each page as its Markdown twin and llms.txt do', () => {
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    const pages = fragments.filter(({ url, meta }) => !url.includes('#') && !meta.page);
    expect(pages.length).toBeGreaterThan(200);
    for (const { url, meta } of pages) {
      const twin = readFileSync(path.join(buildDir, twinUrl(url).slice('/mutate/'.length)), 'utf8');
      expect(twin.split('\n')[0], url).toBe(`# ${meta.title}`);
      expect(llms, url).toContain(`[${meta.title}](${twinUrl(url)})`);
    }
  });

  it('has a record of every member with its name token, at its heading or row', () => {
    const records = builtSearchFragments(buildDir)
      .filter(({ url }) => url.startsWith('/mutate/api/Locator/interfaces/Inserter'))
      .sort((a, b) => a.url.localeCompare(b.url));
    expect(records.map(({ url, meta }) => [url.split('#')[1] ?? '', meta.title, meta.kind])).toEqual([
      ['', 'Interface: Inserter', 'Interface'],
      ['after', 'after()', 'Method'],
      ['append', 'append()', 'Method'],
      ['at', 'at()', 'Method'],
      ['before', 'before()', 'Method'],
      ['prepend', 'prepend()', 'Method'],
    ]);
    expect(records[1].content).toMatch(/^apinamememberinserterafter Inserter\.after\. \w/);
  });
});
