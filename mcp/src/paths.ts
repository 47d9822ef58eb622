// How get_page reads what an assistant sends: a page's published URL, its path in the site or under
// the site's root, with or without `.md`, with or without a `#fragment`; and the section of a twin
// that a fragment names, found by its heading's anchor as the page's HTML has it. Pure functions.
import GithubSlugger from 'github-slugger';
import type { Heading } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

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

/**
 * The section of `markdown` whose heading's anchor is `fragment`: the heading and what follows it
 * up to the next heading of its level or above; undefined when no heading has that anchor. Anchors
 * are made as Docusaurus makes its headings' ids (github-slugger, over the heading's text), repeated
 * ones numbered as the page numbers them (`returns`, `returns-1`).
 */
export function sectionOf(markdown: string, fragment: string): string | undefined {
  const slugger = new GithubSlugger();
  const headings = fromMarkdown(markdown).children.filter((node): node is Heading => node.type === 'heading');
  const at = headings.findIndex((heading) => slugger.slug(toString(heading)) === fragment);
  if (at < 0) return undefined;
  const { depth, position } = headings[at];
  const next = headings.slice(at + 1).find((heading) => heading.depth <= depth);
  return markdown.slice(position!.start.offset, next?.position!.start.offset).trimEnd();
}
