import type { Section } from './pageKind';

/** The search page's path under the site's base URL. */
export const SEARCH_PAGE_PATH = 'search';

/** The search page's URL for a query, and a section to keep to (the page's filter). */
export function searchPageUrl(searchPage: string, query: string, section?: Section): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (section) params.set('section', section);
  const search = params.toString();
  return search ? `${searchPage}?${search}` : searchPage;
}
