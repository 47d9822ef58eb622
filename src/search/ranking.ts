// How search turns Pagefind's results into what a reader is shown. Pagefind finds pages by the words
// of the query (it splits names into words when it indexes) and ranks them by their text; it does not
// know that a query names an API. Here the pages it found are ranked again: first the places whose
// name is the query (a page's symbol, a member's heading or row, in any letter case), then those whose
// name has the query's words in any order, then those whose name starts so; the rest keep Pagefind's
// order, one entry per page. Pure functions: the search box, the search page and the tests share them.
import { memberKind } from './pageKind';

/** The part of a Pagefind result's data this ranking reads. */
export interface PageData {
  url: string;
  excerpt: string;
  meta: { title?: string; kind?: string };
  sub_results: { title: string; url: string; excerpt: string; weighted_locations?: unknown[] }[];
  anchors: { element: string; id: string; text: string }[];
}

export interface SearchEntry {
  url: string;
  /** The place's own title: the page's, or the member's or section's heading. */
  title: string;
  /** The page a member or section is on, if the entry is not the page itself. */
  pageTitle?: string;
  kind: string;
  /** Pagefind's excerpt: plain text with the matched words in `<mark>`. */
  excerpt: string;
}

// A reference page's title starts with its kind ("Abstract Class: AbstractAction").
const KIND_PREFIX = /^[A-Z][\w ]*: /;
// Anchors of members listed in a table (an interface's properties, an enumeration's members).
const TABLE_MEMBER_ID = /^(?:property|enumeration-member)-(.+)$/;

/** The name a title or heading gives: "Class: Mutator" is `Mutator`, "revert()" is `revert`. */
export function nameOf(title: string): string {
  return title
    .replace(KIND_PREFIX, '')
    .replace(/\(\)$|\?$/, '')
    .trim();
}

/** The words of a name or query, in lower case: camel-case humps, and the parts between `_`, `.`, spaces… */
export function wordsOf(text: string): string[] {
  return [...text.matchAll(/\$?[A-Z]?[a-z0-9]+|\$?[A-Z]+(?![a-z])|\$/g)].map(([word]) => word.toLowerCase());
}

/** What Pagefind is asked: the query's words as typed, without punctuation ("Mutator#revert", "classes()"). */
export function searchTerms(query: string): string {
  return query.replace(/[^\w$]+/g, ' ').trim();
}

const compact = (words: string[]) => words.join('');
const sameWords = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** How well `names` (a place's name, and for a member also its owner's name before it) match the query. */
function nameTier(queryWords: string[], names: string[][]): number {
  const query = compact(queryWords);
  if (names.some((words) => compact(words) === query)) return 0;
  if (names.some((words) => sameWords(words, queryWords))) return 1;
  if (names.some((words) => compact(words).startsWith(query))) return 2;
  if (names.some((words) => queryWords.every((word) => words.some((nameWord) => nameWord.startsWith(word))))) return 3;
  return NO_NAME_MATCH;
}
const NO_NAME_MATCH = 4;

// Among places of the same tier: a symbol's own page, then a member, then lists and guides.
const KIND_ORDER = ['Operation', 'Function', 'Class', 'Interface', 'Enumeration', 'Type alias', 'Variable', 'Namespace'];
function kindRank(kind: string): number {
  if (KIND_ORDER.includes(kind)) return 0;
  if (['Method', 'Property', 'Enumeration member'].includes(kind)) return 1;
  if (kind === 'Guide') return 2;
  return 3;
}

interface Candidate {
  entry: SearchEntry;
  tier: number;
  /** The page's place in Pagefind's order. */
  page: number;
  /** Shorter names first among prefix matches ("CollectorNo" finds CollectorNotFoundError first). */
  nameLength: number;
}

/** The places of one page: the page itself, its headings' sections, and its members listed in tables. */
function candidatesOf(data: PageData, page: number, queryWords: string[]): Candidate[] {
  const pageTitle = data.meta.title ?? data.url;
  const pageKindName = data.meta.kind ?? 'Page';
  const owner = wordsOf(nameOf(pageTitle));
  const candidate = (entry: SearchEntry, name: string[], qualified: boolean): Candidate => ({
    entry,
    tier: nameTier(queryWords, qualified ? [name, [...owner, ...name]] : [name]),
    page,
    nameLength: name.length,
  });
  const pageUrl = data.url.replace(/#.*/, '');
  const seen = new Set<string>();
  const places: Candidate[] = [
    candidate({ url: pageUrl, title: pageTitle, kind: pageKindName, excerpt: data.excerpt }, owner, false),
  ];
  seen.add(pageUrl);
  for (const section of data.sub_results) {
    if (seen.has(section.url)) continue;
    seen.add(section.url);
    const kind = memberKind(pageKindName, section.title);
    const entry = { url: section.url, title: section.title, pageTitle, kind, excerpt: section.excerpt };
    places.push(candidate(entry, wordsOf(nameOf(section.title)), kind !== 'Section'));
  }
  // Members listed in tables have an anchor, not a heading: they are found by their names alone.
  for (const { id } of data.anchors) {
    const member = TABLE_MEMBER_ID.exec(id)?.[1];
    const url = `${pageUrl}#${id}`;
    if (!member || seen.has(url)) continue;
    const name = member.split(/[-_]/);
    const tier = nameTier(queryWords, [name, [...owner, ...name]]);
    if (tier === NO_NAME_MATCH) continue;
    seen.add(url);
    const kind = pageKindName === 'Enumeration' ? 'Enumeration member' : 'Property';
    places.push({ entry: { url, title: member, pageTitle, kind, excerpt: '' }, tier, page, nameLength: name.length });
  }
  return places;
}

/**
 * The entries to show for `query`, given the data of Pagefind's results in its order: places named
 * by the query first, then one entry per page.
 */
export function rankEntries(query: string, pages: PageData[], limit: number): SearchEntry[] {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return [];
  const all = pages.flatMap((data, page) => candidatesOf(data, page, queryWords));
  const named = all
    .filter(({ tier }) => tier < NO_NAME_MATCH)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        kindRank(a.entry.kind) - kindRank(b.entry.kind) ||
        (a.tier >= 2 ? a.nameLength - b.nameLength : 0) ||
        a.page - b.page,
    );
  // Each other page once: as itself, or as its section with the most matched words when its own
  // name does not hold the query.
  const byPage = pages.map((data, page) => {
    const own = all.find((candidate) => candidate.page === page)!;
    const best = [...data.sub_results]
      .filter((section) => section.url !== own.entry.url)
      .sort((a, b) => (b.weighted_locations?.length ?? 0) - (a.weighted_locations?.length ?? 0))[0];
    const section = best && all.find((candidate) => candidate.entry.url === best.url);
    const ownHasQuery = queryWords.every((word) => wordsOf(own.entry.title).some((titleWord) => titleWord.startsWith(word)));
    return !ownHasQuery && section ? section : own;
  });
  const entries: SearchEntry[] = [];
  for (const { entry } of [...named, ...byPage]) {
    if (entries.length === limit) break;
    if (!entries.some(({ url }) => url === entry.url)) entries.push(entry);
  }
  return entries;
}
