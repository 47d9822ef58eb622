// Writes a Markdown twin of every docs page, llms.txt and llms-full.txt after the build, from the
// built HTML (see pageToMarkdown.ts); a step of src/postBuild/. The built site gives the pages, their
// HTML and the sidebar's order. Twins are files, not routes: they stay out of the sitemap, and out
// of the search index, which holds the built pages.
import type { BuiltSite } from '../shared/builtSite';

export async function markdownTwinsStep(site: BuiltSite): Promise<void> {
  const { siteConfig } = site.context;
  // Loaded here, not with the site's config: only a production build needs the converter.
  const { writeTwins } = await import('./writeTwins');
  // Each docs version has its own twins, llms.txt and llms-full.txt, at its root.
  for (const { root, permalinks, sidebarOrder } of site.versions) {
    await writeTwins({
      outDir: site.props.outDir,
      baseUrl: siteConfig.baseUrl,
      url: siteConfig.url,
      root,
      siteTitle: siteConfig.title,
      tagline: siteConfig.tagline,
      permalinks,
      htmlOf: (permalink) => site.docsPage(permalink).html,
      sidebarOrder,
    });
  }
}
