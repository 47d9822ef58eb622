// The built site, read once when the post-build steps start (plugin.ts): its docs versions and
// pages, and every HTML page's file and content. Each page is read here and nowhere else in this
// process: a step that edits pages writes them through `writePage`, which keeps the new HTML for
// the steps after it, so no stage reads a page back from the disk. The site holds HTML, not trees:
// the steps that parse a page need different trees (the Markdown twins only its <main>, which they
// rewrite; critical CSS the whole page, which it prunes) and run in different stages, so each
// stage parses a page at most once; the search indexer, a process of its own, gets the HTML on its
// input.
import { writeFileSync } from 'node:fs';
import type { LoadContext, Props } from '@docusaurus/types';
import { readBuiltPages } from '../shared/builtPages.mjs';
import type { BuiltSite, SitePage } from '../shared/builtSite';
import { docsPagesByVersion, htmlFileOf } from './docsPages';

export function readBuiltSite(context: LoadContext, props: Props): BuiltSite {
  const { outDir, plugins } = props;
  const { baseUrl } = context.siteConfig;
  const versions = docsPagesByVersion(plugins);
  const pages: SitePage[] = readBuiltPages(outDir);
  const pageAt = new Map(pages.map((page) => [page.file, page]));
  const docsPages = new Map<string, SitePage>();
  for (const { root, permalinks } of versions)
    for (const permalink of permalinks) {
      const file = htmlFileOf(outDir, baseUrl, permalink);
      const page = pageAt.get(file);
      if (!page) throw new Error(`built site: ${file}, the page of ${permalink}, is not among the built pages`);
      page.docs = { permalink, root };
      docsPages.set(permalink, page);
    }
  return {
    context,
    props,
    versions,
    pages,
    docsPage(permalink) {
      const page = docsPages.get(permalink);
      if (!page) throw new Error(`built site: no docs page at ${permalink}`);
      return page;
    },
    writePage(page, html) {
      writeFileSync(page.file, html);
      page.html = html;
    },
  };
}
