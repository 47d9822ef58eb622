// One search of the site: Pagefind's results for the query's words, the first of them ranked again
// (ranking.ts). The search box and the search page both search so.
import { rankEntries, searchTerms, type PageData, type SearchEntry } from './ranking';

/** The part of Pagefind's JavaScript API (its `pagefind.js`) the site uses. */
export interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PageData> }[] } | null>;
}

// Pagefind's options, but for where its files are.
export const PAGEFIND_OPTIONS = {
  // The index holds each page's whole path (/mutate/…), as the indexer was given it.
  baseUrl: '/',
  excerptLength: 14,
};

// The pages whose data is loaded and ranked again. Each is a fetch of a small fragment file; a page
// named by the query is among Pagefind's first ones.
export const PAGES_RANKED = 12;

export interface SiteResults {
  entries: SearchEntry[];
  /** How many pages Pagefind found. */
  pageCount: number;
}

export async function searchSite(
  pagefind: Pagefind,
  query: string,
  { limit, pages = PAGES_RANKED, filters }: { limit: number; pages?: number; filters?: Record<string, string> },
): Promise<SiteResults> {
  const terms = searchTerms(query);
  if (!terms) return { entries: [], pageCount: 0 };
  const search = await pagefind.search(terms, { filters });
  const results = search?.results ?? [];
  const data = await Promise.all(results.slice(0, pages).map((result) => result.data()));
  return { entries: rankEntries(query, data, limit), pageCount: results.length };
}
