// How search turns Pagefind's results into what a reader is shown. Pagefind finds pages (and the
// records of symbols and members, nameRecords.ts) by the words of the query, and ranks them by their text; it
// does not know that a query names an API. Here its first results, and those of the query's name
// token, are ranked again: first the places named by the query, then those whose name is the
// query's words in any order or starts with it; the rest keep Pagefind's order, one entry per page.
// Pure functions: the search box, the search page, the indexer and the tests share them.
import { MEMBER_KINDS, SYMBOL_KINDS } from './pageKind';
import { wordSearches } from './queryWords';

/** The part of a Pagefind result's data this ranking reads. */
export interface PageData {
  url: string;
  excerpt: string;
  /** A member's record also names its page (`page`). */
  meta: { title?: string; kind?: string; page?: string };
  sub_results: { title: string; url: string; excerpt: string; weighted_locations?: { balanced_score: number }[] }[];
}

export interface SearchEntry {
  url: string;
  /** The place's own title: the page's, or the member's or section's heading. */
  title: string;
  /** The page a member or section is on, if the entry is not the page itself. */
  pageTitle?: string;
  kind: string;
  /** Pagefind's excerpt: text with the matched words in `<mark>`. */
  excerpt: string;
}

// A reference page's title starts with its kind ("Abstract Class: AbstractAction").
const KIND_PREFIX = /^[A-Z][\w ]*: /;

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

// Words of the index that stand for API names: a prefix and the name's words run together, a
// symbol's (`apinamesymbolcollectornotfounderror`) and a member's with its owner's
// (`apinamemembermutatorrevert`). The records of symbols and members hold theirs (nameRecords.ts),
// and search looks up the query's as well as its words (searchSite.ts), so that a name is found
// whole: a symbol's page among the hundreds that use its words, "Mutator" among the pages that say
// "mutate". Pagefind finds the words that start with a query's, so a name typed partway is found
// too; the two prefixes keep a class's members from answering for the class.
const NAME_TOKEN = 'apiname';
export type NameKind = 'symbol' | 'member';
export const nameToken = (kind: NameKind, name: string): string => `${NAME_TOKEN}${kind}${wordsOf(name).join('')}`;
/** Text without name tokens (an excerpt of a record). */
export const withoutNameTokens = (text: string): string =>
  text.replace(new RegExp(`(?:<mark>)?${NAME_TOKEN}\\w*(?:</mark>)?[.:]?\\s*`, 'g'), '');

/**
 * A name as code or prose writes it, in a query or an assistant's call (mcp/): `Mutator#revert()`
 * and `Mutator.revert()` are `Mutator.revert`, an optional property's `modify?` is `modify`.
 */
export const asName = (text: string): string =>
  text
    .trim()
    .replace(/^[`'"]|[`'"]$/g, '')
    .replace(/\s*(?:#|::|\.)\s*/g, '.')
    .replace(/\(\)$|\?$/, '');
const sameWords = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** A place's names: its own (`revert`), and with its owner's (`Mutator.revert`) for a member. */
interface Names {
  own: string;
  qualified?: string;
}

// How well a place's names match the query, best first: the name itself in any letter case, its
// words run together, its words in any order, a name that starts with the query, a name whose words
// start with the query's words.
const TIERS = [
  (query: string, name: string) => asName(query).toLowerCase() === name.toLowerCase(),
  (query: string, name: string) => wordsOf(query).join('') === wordsOf(name).join(''),
  (query: string, name: string) => sameWords(wordsOf(query), wordsOf(name)),
  (query: string, name: string) => wordsOf(name).join('').startsWith(wordsOf(query).join('')),
  (query: string, name: string) =>
    wordsOf(query).every((word) => wordsOf(name).some((nameWord) => nameWord.startsWith(word))),
];
const NO_NAME_MATCH = TIERS.length;
const PREFIX_TIER = 3;

const matchesName = (matches: (query: string, name: string) => boolean, query: string, { own, qualified }: Names) =>
  matches(query, own) || (qualified !== undefined && matches(query, qualified));

export function nameTier(query: string, names: Names): number {
  const tier = TIERS.findIndex((matches) => matchesName(matches, query, names));
  return tier === -1 ? NO_NAME_MATCH : tier;
}

/** Whether the query writes the name with its own letter case (`SCOPE`, not `Scope`). */
const sameCase = (query: string, names: Names) => matchesName((q, name) => asName(q) === name, query, names);
/** Whether the query names the place whole (`State`, `Collector.state`), not a member by its own name (`state`). */
const namesWhole = (query: string, tier: number, { qualified }: Names) =>
  qualified === undefined || (tier < NO_NAME_MATCH && TIERS[tier](query, qualified));

// Among places of the same tier: a symbol's own page (a function before its namespace), then a
// member, then guides, then lists and sections.
function kindRank(kind: string): number {
  if (SYMBOL_KINDS.includes(kind)) return SYMBOL_KINDS.indexOf(kind) / SYMBOL_KINDS.length;
  if (MEMBER_KINDS.includes(kind)) return 1;
  if (kind === 'Guide') return 2;
  return 3;
}

interface Candidate {
  entry: SearchEntry;
  tier: number;
  whole: boolean;
  sameCase: boolean;
  /** The result's place in Pagefind's order. */
  result: number;
  /** Shorter names first among names that start with the query ("CollectorNo"). */
  nameLength: number;
  /** A section's score of matched words (Pagefind's), to pick a page's best section. */
  matches?: number;
}

/** A page's or member's names: "collect.get" is `get` of `collect`; a member's owner is its page's name. */
function namesOf(data: PageData): Names {
  const title = nameOf(data.meta.title ?? '');
  if (data.meta.page) return { own: title, qualified: `${nameOf(data.meta.page)}.${title}` };
  const dot = title.lastIndexOf('.');
  return dot > 0 ? { own: title.slice(dot + 1), qualified: title } : { own: title };
}

/** The place of one result: the page or member itself. */
function ownPlace(data: PageData, result: number, query: string): Candidate {
  const title = data.meta.title ?? data.url;
  const names = namesOf(data);
  const excerpt = withoutNameTokens(data.excerpt);
  const tier = nameTier(query, names);
  return {
    entry: { url: data.url, title, pageTitle: data.meta.page, kind: data.meta.kind ?? 'Page', excerpt },
    tier,
    whole: namesWhole(query, tier, names),
    sameCase: sameCase(query, names),
    result,
    nameLength: (names.qualified ?? names.own).length,
  };
}

/** The places of one result of the query's words: the page itself, and its sections. */
function candidatesOf(data: PageData, result: number, query: string): Candidate[] {
  const title = data.meta.title ?? data.url;
  const sectionKind = data.meta.kind === 'Guide' ? 'Guide section' : 'Section';
  const sections = data.sub_results
    .filter((section) => section.url !== data.url)
    .map((section) => ({
      entry: { url: section.url, title: section.title, pageTitle: title, kind: sectionKind, excerpt: section.excerpt },
      tier: nameTier(query, { own: nameOf(section.title) }),
      whole: false,
      sameCase: false,
      result,
      nameLength: section.title.length,
      // Pagefind's score of the section's matched words.
      matches: (section.weighted_locations ?? []).reduce((sum, { balanced_score }) => sum + balanced_score, 0),
    }));
  return [ownPlace(data, result, query), ...sections];
}

/**
 * The entries to show for `query`, given the data of Pagefind's results in its order, those of the
 * query's name tokens (`named`) and those of its words: places named by the query first, then one
 * entry per result of its words.
 */
export function rankEntries(query: string, named: PageData[], byWords: PageData[], limit: number): SearchEntry[] {
  if (wordsOf(query).length === 0) return [];
  const perResult = byWords.map((data, result) => candidatesOf(data, result, query));
  // A name token's results are records of names: their places, not sections.
  const namedPlaces = named.map((data, result) => ownPlace(data, byWords.length + result, query));
  const byName = [...namedPlaces, ...perResult.flat()]
    .filter(({ tier }) => tier < NO_NAME_MATCH)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(b.whole) - Number(a.whole) ||
        Number(b.sameCase) - Number(a.sameCase) ||
        kindRank(a.entry.kind) - kindRank(b.entry.kind) ||
        (a.tier >= PREFIX_TIER ? a.nameLength - b.nameLength : 0) ||
        a.result - b.result,
    );
  // Each other result once: as itself, or, when its title does not hold the query's words, as its
  // section that matches them best.
  const queryWords = wordsOf(wordSearches(searchTerms(query)).all);
  const others = perResult.map(([own, ...sections]) => {
    const titleHasQuery = queryWords.every((word) =>
      wordsOf(own.entry.title).some((titleWord) => titleWord.startsWith(word)),
    );
    const best = [...sections].sort((a, b) => (b.matches ?? 0) - (a.matches ?? 0))[0];
    return !titleHasQuery && best ? best : own;
  });
  const entries: SearchEntry[] = [];
  for (const { entry } of [...byName, ...others]) {
    if (entries.length === limit) break;
    if (!entries.some(({ url }) => url === entry.url)) entries.push(entry);
  }
  return entries;
}
