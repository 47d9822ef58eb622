// The "search" chunk: Pagefind's script (fetched from the built site, not bundled), its options, the
// site's ranking of its results, and the search box's suggestion list. The search box loads it on the reader's first sign of searching
// (hover, focus, the shortcut); the search page when it opens. A load that fails (offline) rejects,
// and the next query tries again.
import { PAGEFIND_OPTIONS, searchSite, type Pagefind, type SiteResults } from './searchSite';
import { SEARCH_FOLDER } from './searchFolder';

export { default as Suggestions } from './Suggestions';

let loading: Promise<Pagefind> | undefined;

function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const folder = `${baseUrl}${SEARCH_FOLDER}/`;
    const pagefind = (await import(/* webpackIgnore: true */ `${folder}pagefind.js`)) as Pagefind;
    await pagefind.options({ ...PAGEFIND_OPTIONS, basePath: folder });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Fetches Pagefind and its index's entry, so that the first query does not wait for them. */
export function prepareSearch(baseUrl: string): Promise<unknown> {
  return loadPagefind(baseUrl);
}

export async function searchDocs(
  baseUrl: string,
  query: string,
  options: Parameters<typeof searchSite>[2],
): Promise<SiteResults> {
  return searchSite(await loadPagefind(baseUrl), query, options);
}
