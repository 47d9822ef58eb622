// A remark plugin for the pages of an older docs version: the site's own paths that its Markdown
// writes from the docs' root (`/api/lib/functions/mutate`, `/guides/getting-started`) lead to that
// version's page, not the latest's. Docusaurus resolves links to files per version, but not paths.
import type { Root } from 'mdast';
import { versionOfFile } from './docsVersions';

type Node = { type: string; url?: string; children?: Node[] };

/** `url` under `routePrefix` (`/1.0.0`) if it is a path from the docs' root and not under it yet. */
export function versionedUrl(url: string, routePrefix: string): string {
  if (!routePrefix || !url.startsWith('/') || url.startsWith('//')) return url;
  const isUnder = url.startsWith(routePrefix) && ['', '/', '?', '#'].includes(url.charAt(routePrefix.length));
  if (isUnder) return url;
  return `${routePrefix}${url}`;
}

function remarkVersionLinks() {
  return (tree: Root, file: { path?: string }): void => {
    const { routePrefix } = versionOfFile(file.path);
    if (!routePrefix) return;
    const visit = (node: Node): void => {
      if ((node.type === 'link' || node.type === 'definition') && node.url)
        node.url = versionedUrl(node.url, routePrefix);
      node.children?.forEach(visit);
    };
    visit(tree as Node);
  };
}

export default remarkVersionLinks;
