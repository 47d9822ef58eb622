// Crawls the production build in build/ (no server, no browser): every page in the sitemap and every
// internal page they link to, the pages' Markdown twins included. Shared by the unit and end-to-end tests that check links and anchors.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const baseUrl = '/mutate/';

export type Link = { from: string; href: string };
export type CrawlResult = {
  /** Paths of the crawled pages, e.g. `/mutate/api/modules`. */
  pages: string[];
  brokenLinks: Link[];
  brokenAnchors: Link[];
  /** Links that open a new tab without `rel="noopener noreferrer"`. */
  unsafeNewTabLinks: Link[];
  /** Paths (without trailing slash) that some other crawled page links to. */
  linkedFromOtherPages: Set<string>;
};

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
};

/** The built file that a host serves for a URL path, if any. */
export function builtFile(buildDir: string, urlPath: string): string | undefined {
  const relative = decodeURIComponent(urlPath.slice(baseUrl.length));
  const candidates = [relative, path.join(relative, 'index.html'), `${relative}.html`];
  return candidates
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

export function sitemapPaths(buildDir = path.resolve('build')): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

type Page = { ids: Set<string>; links: string[]; newTabLinks: { href: string; rel: string }[] };

/** The in-text links of Markdown (a page's twin, llms.txt): `[text](url)` outside code. */
export function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(<?([^()\s>]+)>?(?:\s+"[^"]*")?\)/g)].map(([, url]) => url);
}

/** The URL path of the page whose Markdown twin is at `twinPath` (src/markdownTwins/twinUrl.ts). */
export const pageOfTwin = (twinPath: string): string => twinPath.replace(/(?:index)?\.md$/, '');

/** A built HTML page's ids and links. */
export function readPage(file: string): Page {
  const html = readFileSync(file, 'utf8');
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  const ids = new Set(
    tags.flatMap((tag) => [attribute(tag, 'id'), attribute(tag, 'name')]).filter((id) => id !== undefined),
  );
  const anchors = tags.filter((tag) => /^<a\s/i.test(tag));
  return {
    ids,
    links: anchors.map((tag) => attribute(tag, 'href')).filter((href) => href !== undefined),
    newTabLinks: anchors
      .filter((tag) => attribute(tag, 'target') === '_blank')
      .map((tag) => ({ href: attribute(tag, 'href') ?? '', rel: attribute(tag, 'rel') ?? '' })),
  };
}

/**
 * Crawls a build (default: build/) from its sitemap or from `startPaths`, following internal links
 * from pages whose path starts with `within` (default: the whole site).
 */
export function crawlBuiltSite({
  buildDir = path.resolve('build'),
  within = baseUrl,
  startPaths = sitemapPaths(buildDir),
} = {}): CrawlResult {
  const pages = new Map<string, Page>();
  const result: CrawlResult = {
    pages: [],
    brokenLinks: [],
    brokenAnchors: [],
    unsafeNewTabLinks: [],
    linkedFromOtherPages: new Set(),
  };
  const queue = startPaths.filter((start) => start.startsWith(within));
  const fragmentChecks: { link: Link; target: string; fragment: string }[] = [];

  const load = (urlPath: string): Page | undefined => {
    if (!pages.has(urlPath)) {
      const file = builtFile(buildDir, urlPath);
      if (file?.endsWith('.md') || file?.endsWith('.txt')) {
        // Markdown twins and the llms files: their links are followed, and a twin has its page's anchors.
        const ids = file.endsWith('.md') ? load(pageOfTwin(urlPath))?.ids : undefined;
        pages.set(urlPath, {
          ids: ids ?? new Set(),
          links: markdownLinks(readFileSync(file, 'utf8')),
          newTabLinks: [],
        });
      } else if (file === undefined || !file.endsWith('.html')) {
        return undefined;
      } else {
        pages.set(urlPath, readPage(file));
      }
    }
    return pages.get(urlPath);
  };

  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (result.pages.includes(next)) {
      continue;
    }
    const page = load(next);
    if (page === undefined) {
      continue;
    }
    result.pages.push(next);
    for (const { href, rel } of page.newTabLinks) {
      const relTokens = rel.split(/\s+/);
      if (!relTokens.includes('noopener') || !relTokens.includes('noreferrer')) {
        result.unsafeNewTabLinks.push({ from: next, href });
      }
    }
    for (const href of page.links) {
      const url: URL = new URL(href, `http://site${next}`);
      if (url.host !== 'site' || !url.pathname.startsWith(baseUrl)) {
        continue;
      }
      const link = { from: next, href };
      if (builtFile(buildDir, url.pathname) === undefined) {
        result.brokenLinks.push(link);
        continue;
      }
      if (url.pathname !== next) {
        result.linkedFromOtherPages.add(url.pathname.replace(/\/$/, ''));
      }
      if (url.hash.length > 1) {
        fragmentChecks.push({ link, target: url.pathname, fragment: decodeURIComponent(url.hash.slice(1)) });
      }
      if (url.pathname.startsWith(within)) {
        queue.push(url.pathname);
      }
    }
  }

  for (const { link, target, fragment } of fragmentChecks) {
    if (!load(target)?.ids.has(fragment)) {
      result.brokenAnchors.push(link);
    }
  }
  return result;
}
