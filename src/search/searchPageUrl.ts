import type { Section } from './pageKind';

/** The search page's path under the site's base URL. */
export const SEARCH_PAGE_PATH = 'search';

/**
 * The search page's URL for a query, a section to keep to (the page's filter) and the docs version
 * to search, by its name, when not the latest.
 */
export function searchPageUrl(
  searchPage: string,
  query: string,
  { section, version }: { section?: Section; version?: string } = {},
): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (section) params.set('section', section);
  if (version) params.set('version', version);
  const search = params.toString();
  return search ? `${searchPage}?${search}` : searchPage;
}
