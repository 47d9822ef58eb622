// A remark plugin for the pages of an older docs version: the site's own paths that its Markdown
// writes from the docs' root (`/api/lib/functions/mutate`, `/guides/getting-started`) lead to that
// version's page, not the latest's. Docusaurus resolves links to files per version (to paths that
// start with the base URL, which are left as they are), but not paths.
import type { Root } from 'mdast';
import { versionOfFile } from './docsVersions';

type Node = { type: string; url?: string; children?: Node[] };

/** Whether `url` is `prefix`'s path or under it. */
const isUnder = (url: string, prefix: string) =>
  url.startsWith(prefix) && ['', '/', '?', '#'].includes(url.charAt(prefix.length));

/** `url` under `routePrefix` (`/1.0.0`) if it is a path from the docs' root that is not the version's yet. */
export function versionedUrl(url: string, routePrefix: string, baseUrl: string): string {
  if (!routePrefix || !url.startsWith('/') || url.startsWith('//')) return url;
  // Already the version's: written so, or resolved from a link to a file (with the base URL).
  if (isUnder(url, routePrefix) || isUnder(url, `${baseUrl}${routePrefix.slice(1)}`)) return url;
  return `${routePrefix}${url}`;
}

function remarkVersionLinks({ baseUrl }: { baseUrl: string }) {
  return (tree: Root, file: { path?: string }): void => {
    const { routePrefix } = versionOfFile(file.path);
    if (!routePrefix) return;
    const visit = (node: Node): void => {
      if ((node.type === 'link' || node.type === 'definition') && node.url)
        node.url = versionedUrl(node.url, routePrefix, baseUrl);
      node.children?.forEach(visit);
    };
    visit(tree as Node);
  };
}

export default remarkVersionLinks;
