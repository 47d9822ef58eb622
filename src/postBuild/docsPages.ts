// The docs pages of a build, read once for the built site (builtSite.ts): every page's permalink,
// the sidebar's order, and the HTML file each page was built into.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Props } from '@docusaurus/types';
import type { DocsPages } from '../shared/builtSite';

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

/** The docs pages of each version of the docs plugin, read from the plugins a `postBuild` is given. */
export function docsPagesByVersion(plugins: Props['plugins']): DocsPages[] {
  const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  const versions = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions ?? [];
  if (!versions.length) throw new Error('docs pages: the docs plugin has no content');
  return versions.map((version) => {
    const permalinkOf = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    const sidebarOrder = Object.values(version.sidebars).flatMap((items) =>
      sidebarPermalinks(items as SidebarItem[], (id) => permalinkOf.get(id)),
    );
    const docPermalinks = new Set(permalinkOf.values());
    const generatedIndexes = sidebarOrder.filter((permalink) => !docPermalinks.has(permalink));
    return {
      root: version.path.replace(/\/?$/, '/'),
      permalinks: [...docPermalinks, ...generatedIndexes],
      sidebarOrder,
      docs: version.docs.map(({ permalink, title, source }) => ({ permalink, title, source })),
    };
  });
}

/** The page's HTML file: x/index.html, or x.html. */
export function htmlFileOf(outDir: string, baseUrl: string, permalink: string): string {
  const relative = decodeURIComponent(permalink.slice(baseUrl.length));
  const candidates = [
    path.join(outDir, relative, 'index.html'),
    path.join(outDir, `${relative.replace(/\/$/, '')}.html`),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`docs pages: no HTML file for ${permalink}`);
  return file;
}
