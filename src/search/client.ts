// The "search" chunk: Pagefind's script (fetched from the built site, not bundled), its options, the
// site's ranking of its results, and the search box's suggestion list. The search box loads it on the reader's first sign of searching
// (hover, focus, the shortcut); the search page when it opens. A load that fails (offline, or no
// index under `npm start`) rejects, and the next query or Retry tries again.
import { PAGEFIND_OPTIONS, searchSite, type Pagefind, type SiteResults } from './searchSite';
import { SEARCH_FOLDER } from '../shared/siteLayout.mjs';

export { default as Suggestions } from './Suggestions';

// Each docs version's index, under its root path (`/mutate/`, `/mutate/1.0.0/`).
const loading = new Map<string, Promise<Pagefind>>();
// How often each version's Pagefind script failed to load. The browser may keep a failed import's
// failure for the page's life, so each try after a failure asks for the script under a URL of its own.
const failures = new Map<string, number>();

function loadPagefind(versionRoot: string): Promise<Pagefind> {
  if (loading.has(versionRoot)) return loading.get(versionRoot)!;
  const load = (async () => {
    const folder = `${versionRoot}${SEARCH_FOLDER}/`;
    const failed = failures.get(versionRoot) ?? 0;
    const script = `${folder}pagefind.js${failed ? `?retry=${failed}` : ''}`;
    const pagefind = (await import(/* webpackIgnore: true */ script)) as Pagefind;
    await pagefind.options({ ...PAGEFIND_OPTIONS, basePath: folder });
    await pagefind.init();
    return pagefind;
  })();
  loading.set(versionRoot, load);
  load.catch(() => {
    loading.delete(versionRoot);
    failures.set(versionRoot, (failures.get(versionRoot) ?? 0) + 1);
  });
  return load;
}

/** Fetches Pagefind and its index's entry, so that the first query does not wait for them. */
export function prepareSearch(versionRoot: string): Promise<unknown> {
  return loadPagefind(versionRoot);
}

export async function searchDocs(
  versionRoot: string,
  query: string,
  options: Parameters<typeof searchSite>[2],
): Promise<SiteResults> {
  return searchSite(await loadPagefind(versionRoot), query, options);
}
