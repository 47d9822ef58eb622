// One search of the site: Pagefind's results for the query's words and for its name token, the
// first of them ranked again (ranking.ts). The search box and the search page both search so.
import { nameToken, rankEntries, searchTerms, wordsOf, type PageData, type SearchEntry } from './ranking';
import { wordSearches } from './queryWords';

interface PagefindResult {
  id: string;
  score: number;
  /** Where in the page's words the query's were found. */
  words: number[];
  data(): Promise<PageData>;
}

/** The part of Pagefind's JavaScript API (its `pagefind.js`) the site uses. */
export interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] } | null>;
}

// Pagefind's options, but for where its files are.
export const PAGEFIND_OPTIONS = {
  // The index holds each page's whole path (/mutate/…), as the indexer was given it.
  baseUrl: '/',
  excerptLength: 14,
};

// The results whose data is loaded and ranked again: each is a fetch of a small fragment file. The
// places named by the query come from its name tokens' results, a few each; the rest from its words'.
export const NAMED_RESULTS = 3;
export const WORD_RESULTS = 8;

export interface SiteResults {
  entries: SearchEntry[];
  /** How many places Pagefind found by the query's words. */
  resultCount: number;
}

const bestFirst = (results: PagefindResult[]) => unique([...results].sort((a, b) => b.score - a.score));
const unique = (results: PagefindResult[]) =>
  results.filter((result, index, all) => all.findIndex(({ id }) => id === result.id) === index);

export async function searchSite(
  pagefind: Pagefind,
  query: string,
  {
    limit,
    wordResults = WORD_RESULTS,
    filters,
  }: { limit: number; wordResults?: number; filters?: Record<string, string> },
): Promise<SiteResults> {
  const terms = searchTerms(query);
  if (wordsOf(terms).length === 0) return { entries: [], resultCount: 0 };
  const search = async (term: string) => (await pagefind.search(term, { filters }))?.results ?? [];
  const searchAll = async (terms: string[]) => (await Promise.all(terms.map(search))).flat();
  const { all, docsWords, fewer } = wordSearches(terms);
  // A name's record starts with its token; Pagefind also finds pages by words it reads into a token
  // it does not know ("api", "name"…), which are not names.
  const searchName = async (token: string) => (await search(token)).filter(({ words }) => words.includes(0));
  const [symbols, members, byWords] = await Promise.all([
    searchName(nameToken('symbol', terms)),
    // A member is named by its owner and itself: two words at least ("Mutator.revert", "mutator revert").
    terms.includes(' ') ? searchName(nameToken('member', terms)) : [],
    // The query's words as typed, and as the docs say them, best first.
    searchAll([all, ...docsWords]).then(bestFirst),
  ]);
  // Too few places hold every word: those that hold all but one come next, best first, then all but two…
  let wordResultsFound = byWords;
  for (const level of fewer) {
    if (wordResultsFound.length >= wordResults) break;
    wordResultsFound = unique([...wordResultsFound, ...bestFirst(await searchAll(level))]);
  }
  const dataOf = (results: PagefindResult[], count: number) =>
    Promise.all(results.slice(0, count).map((result) => result.data()));
  const [namedSymbols, namedMembers, wordData] = await Promise.all([
    dataOf(symbols, NAMED_RESULTS),
    dataOf(members, NAMED_RESULTS),
    dataOf(wordResultsFound, wordResults),
  ]);
  return {
    entries: rankEntries(query, [...namedSymbols, ...namedMembers], wordData, limit),
    resultCount: wordResultsFound.length,
  };
}
