/**
 * Spec §2.3: a path ending in `.html` or `/index.html` is the page without that ending. A static
 * host answers such a path with 404.html (or the page's own file), which the client would hydrate
 * against a different URL (React hydration error #418). This runs inline in each page's <head>,
 * before any bundle, and reloads at the clean URL. It must stay self-contained: it is stringified.
 */
export function redirectHtmlEnding(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>): void {
  const { pathname, search, hash } = location;
  const clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean !== pathname) location.replace(clean + search + hash);
}
