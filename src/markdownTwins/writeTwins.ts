// The build step: converts each built docs page to its twin, written beside the page, and writes
// llms.txt and llms-full.txt at its docs version's root.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { llmsFullTxt, llmsTxt, sectionsOf, type TwinPage } from './llmsFiles';
import { pageToMarkdown, twinText } from './pageToMarkdown';
import { twinUrl } from './twinUrl';
import { LLMS_FILE, LLMS_FULL_FILE, REFERENCE_FOLDER } from '../shared/siteLayout.mjs';

export type TwinsInput = {
  outDir: string;
  baseUrl: string;
  /** The site's published origin (the config's `url`). */
  url: string;
  /** The docs version's root path, where its llms.txt and llms-full.txt go: `/mutate/`, `/mutate/1.0.0/`. */
  root: string;
  siteTitle: string;
  tagline: string;
  /** Every docs page (its permalink), generated index pages included. */
  permalinks: string[];
  /** The built HTML of the page at a permalink. */
  htmlOf: (permalink: string) => string;
  /** The sidebar's pages, in its order. */
  sidebarOrder: string[];
};

const pageKey = (pathname: string) => pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/$/, '');

/**
 * Links of a twin: other docs pages go to their twins, anchors kept; a fragment of the page itself
 * to its own twin; every other link in the site stays, made absolute; other sites' links as they are.
 */
export function linkRewriter(permalink: string, twinOf: Map<string, string>): (href: string) => string {
  return (href) => {
    const url = new URL(href, `http://site${permalink}`);
    if (url.host !== 'site') return href;
    const twin = twinOf.get(pageKey(url.pathname));
    return twin ? `${twin}${url.search}${url.hash}` : `${url.pathname}${url.search}${url.hash}`;
  };
}

export async function writeTwins({
  outDir,
  baseUrl,
  url,
  root,
  siteTitle,
  tagline,
  permalinks,
  htmlOf,
  sidebarOrder,
}: TwinsInput): Promise<TwinPage[]> {
  const twinOf = new Map(permalinks.map((permalink) => [pageKey(permalink), twinUrl(permalink)]));
  const pages: TwinPage[] = [];
  // One page at a time: one page's tree in memory at once.
  for (const permalink of permalinks) {
    const markdown = pageToMarkdown(htmlOf(permalink), linkRewriter(permalink, twinOf));
    const text = twinText(markdown);
    const file = path.join(outDir, decodeURIComponent(twinUrl(permalink).slice(baseUrl.length)));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    pages.push({ permalink, title: markdown.title, description: markdown.description, text });
  }
  const sections = sectionsOf(pages, sidebarOrder, `${root}${REFERENCE_FOLDER}/`);
  const fullUrl = `${root}${LLMS_FULL_FILE}`;
  const rootDir = path.join(outDir, root.slice(baseUrl.length));
  await writeFile(
    path.join(rootDir, LLMS_FILE),
    llmsTxt(siteTitle, tagline, { fullUrl, siteUrl: new URL(root, url).href }, sections),
  );
  await writeFile(path.join(rootDir, LLMS_FULL_FILE), llmsFullTxt(siteTitle, tagline, sections));
  return pages;
}
