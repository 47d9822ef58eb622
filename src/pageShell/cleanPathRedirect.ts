/**
 * Reloads a page at its clean path, which is the one its routes and links use. This runs inline in
 * each page's <head>, before any bundle; it must stay self-contained: it is stringified.
 * - Spec §2.3: a path ending in `.html` or `/index.html` is the page without that ending. A static
 *   host answers such a path with 404.html (or the page's own file), which the client would hydrate
 *   against a different URL (React hydration error #418).
 * - A path ending in `/index`, which many static hosts answer with that folder's index.html.
 * - A path with a `%` that starts no valid escape, which stopped the page from becoming live.
 * - A path that escapes a character a path needs no escape for (`…/functions/%24mu` for `$mu`, as a
 *   tool that encodes URLs writes it), or that doubles a slash (`guides//getting-started`): the host
 *   serves the page's file, but routes are matched as written, so the client showed the not-found
 *   page instead, after the same hydration error.
 */
export function redirectToCleanPath(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>): void {
  const { pathname, search, hash } = location;
  let clean = pathname
    .replace(/%[0-7][0-9a-f]/gi, (escape) => {
      const character = decodeURIComponent(escape);
      return /^[\w\-.~!$&'()*+,;=:@]$/.test(character) ? character : escape;
    })
    .replace(/\/{2,}/g, '/')
    .replace(/\/index(\.html)?$/, '/')
    .replace(/\.html$/, '');
  try {
    decodeURI(clean);
  } catch {
    // A `%` that starts no valid escape (`/%`, `/%E0%A4%A`): the router's decodeURI threw, so the
    // page never became live. Escaped itself, it names an unknown path: the not-found page.
    clean = clean.replace(/%/g, '%25');
  }
  if (clean !== pathname) location.replace(clean + search + hash);
}
