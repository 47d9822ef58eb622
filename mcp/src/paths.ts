// How get_page reads what an assistant sends: a page's published URL, its path in the site or under
// the site's root, with or without `.md`, with or without a `#fragment`; and the section of a twin
// that a fragment names, found by its heading's anchor as the page's HTML has it. Pure functions.

/** Where the site is published and served: `https://evolv-ai.github.io/mutate/` and `/mutate/`. */
export interface SiteRoot {
  siteUrl: string;
  root: string;
}

/** A page or llms file of the site named by a reference: the files it could be, and its fragment. */
export interface PageReference {
  /** Paths under the site's root it may name, in order (`guides/getting-started.md`, `llms.txt`). */
  files: string[];
  /** The fragment, without `#`, or '' for the whole page. */
  fragment: string;
}

/** The files of the site a reference names, or undefined for one outside the site. */
export function pageReference(reference: string, { siteUrl, root }: SiteRoot): PageReference | undefined {
  const [, wanted, fragment = ''] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s.exec(reference.trim())!;
  const relative = /^[a-z][a-z+.-]*:/i.test(wanted)
    ? wanted.startsWith(siteUrl) && wanted.slice(siteUrl.length)
    : wanted.startsWith('/')
      ? wanted.startsWith(root) && wanted.slice(root.length)
      : wanted;
  if (relative === false) return undefined;
  let decoded: string;
  let decodedFragment: string;
  try {
    decoded = decodeURIComponent(relative);
    decodedFragment = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  if (decoded.endsWith('.txt')) return { files: [decoded], fragment: '' };
  const page = decoded.replace(/\.md$/, '');
  const files = page === '' || page.endsWith('/') ? [`${page}index.md`] : [`${page}.md`, `${page}/index.md`];
  return { files, fragment: decodedFragment };
}

/** A heading's text as its anchor is made (GitHub's slugs, which Docusaurus gives its headings). */
export function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/[`*_]{1,2}(?=\S)|(?<=\S)[`*_]{1,2}/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The section of `markdown` whose heading's anchor is `fragment`: the heading and what follows it
 * up to the next heading of its level or above; undefined when no heading has that anchor.
 * Anchors repeated on a page are numbered as the page numbers them (`returns`, `returns-1`).
 */
export function sectionOf(markdown: string, fragment: string): string | undefined {
  const lines = markdown.split('\n');
  const seen = new Map<string, number>();
  let fence = '';
  let start = -1;
  let level = 0;
  for (const [at, line] of lines.entries()) {
    const fenceMark = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || line.trim() === fence)) fence = fence ? '' : fenceMark;
    if (fence || fenceMark) continue;
    const heading = /^(#{1,6}) (.+)$/.exec(line);
    if (!heading) continue;
    if (start >= 0 && heading[1].length <= level) return lines.slice(start, at).join('\n').trimEnd();
    if (start >= 0) continue;
    const base = anchorOf(heading[2]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    if ((count ? `${base}-${count}` : base) === fragment) [start, level] = [at, heading[1].length];
  }
  return start >= 0 ? lines.slice(start).join('\n').trimEnd() : undefined;
}
