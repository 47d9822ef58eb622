// Writes a Markdown twin of every docs page, llms.txt and llms-full.txt after the build, from the
// built HTML (see pageToMarkdown.ts). The docs plugin's content gives the pages and the sidebar's
// order. Twins are files, not routes: they stay out of the sitemap and the search index, which
// list routes.
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

type SidebarItem = {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; permalink: string };
};

/** The permalinks of a sidebar's pages, in its order (a category's own page before its items). */
export function sidebarPermalinks(items: SidebarItem[], permalinkOf: (docId: string) => string | undefined): string[] {
  return items.flatMap((item) => {
    const own =
      item.type === 'doc'
        ? permalinkOf(item.id!)
        : item.link?.type === 'doc'
          ? permalinkOf(item.link.id)
          : item.link?.type === 'generated-index'
            ? item.link.permalink
            : undefined;
    return [...(own ? [own] : []), ...sidebarPermalinks(item.items ?? [], permalinkOf)];
  });
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  return {
    name: 'markdown-twins',
    async postBuild({ outDir, plugins }) {
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const [version] = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions ?? [];
      if (!version) throw new Error('markdown twins: the docs plugin has no content');
      const permalinkOf = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const sidebarOrder = Object.values(version.sidebars).flatMap((items) =>
        sidebarPermalinks(items as SidebarItem[], (id) => permalinkOf.get(id)),
      );
      const docPermalinks = new Set(permalinkOf.values());
      const generatedIndexes = sidebarOrder.filter((permalink) => !docPermalinks.has(permalink));
      // Loaded here, not with the site's config: only a production build needs the converter.
      const { writeTwins } = await import('./writeTwins');
      await writeTwins({
        outDir,
        baseUrl: context.siteConfig.baseUrl,
        siteTitle: context.siteConfig.title,
        tagline: context.siteConfig.tagline,
        permalinks: [...permalinkOf.values(), ...generatedIndexes],
        sidebarOrder,
      });
    },
  };
}
