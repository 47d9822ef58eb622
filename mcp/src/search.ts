// search_docs: the search box's own search (src/search/searchSite.ts: Pagefind's results ranked
// again by the site's ranking), run on the built index through Pagefind's own script from the
// site, as the box runs it in a reader's browser. The script is an ES module; it is imported from
// its bytes, so that the package.json of whatever folder holds the site ("type": "commonjs") has
// no say in how Node reads it.
import { decodeHTML } from 'entities';
import { PAGEFIND_OPTIONS, searchSite, type Pagefind } from '../../src/search/searchSite';
import { SEARCH_FOLDER } from '../../src/shared/siteLayout.mjs';
import type { SiteFiles } from './site';

/**
 * Pagefind's script of the site, initialised. It fetches its index files under `baseUrl` (the
 * site's root path, `/mutate/`): those requests are answered with the site's files.
 */
export async function loadPagefind(site: SiteFiles, baseUrl: string): Promise<Pagefind> {
  const script = await site.read(`${SEARCH_FOLDER}/pagefind.js`);
  if (!script) throw new Error(`the site has no ${SEARCH_FOLDER}/pagefind.js`);
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'file://');
    if (url.protocol !== 'file:' || !url.pathname.startsWith(baseUrl)) return networkFetch(input, init);
    const bytes = await site.read(decodeURIComponent(url.pathname.slice(baseUrl.length)));
    return bytes ? new Response(new Uint8Array(bytes)) : new Response('', { status: 404 });
  }) as typeof fetch;
  // The fragment keeps the script's own name in its URL, where it looks for it.
  const pagefind = (await import(
    `data:text/javascript;base64,${script.toString('base64')}#/${SEARCH_FOLDER}/pagefind.js`
  )) as Pagefind;
  await pagefind.options({ ...PAGEFIND_OPTIONS, basePath: `${baseUrl}${SEARCH_FOLDER}/` });
  await pagefind.init();
  return pagefind;
}

export interface SearchHit {
  title: string;
  kind: string;
  /** The page a member or section is on. */
  page?: string;
  excerpt: string;
  url: string;
}

/** An excerpt as text: Pagefind's marks of the query's words left out, its entities decoded. */
const plain = (excerpt: string) => decodeHTML(excerpt.replace(/<\/?mark>/g, ''));

/** The first `limit` places for `query`, as the search box suggests them, each with its published URL. */
export async function searchDocs(
  pagefind: Pagefind,
  query: string,
  limit: number,
  publishedUrl: (sitePath: string) => string,
): Promise<SearchHit[]> {
  const { entries } = await searchSite(pagefind, query.trim(), { limit });
  return entries.map(({ title, kind, pageTitle, excerpt, url }) => ({
    title,
    kind,
    ...(pageTitle && { page: pageTitle }),
    excerpt: plain(excerpt),
    url: publishedUrl(url),
  }));
}
