// A remark plugin for the pages of an older docs version: the site's own paths that its Markdown
// writes from the docs' root (`/api/lib/functions/mutate`, `/guides/getting-started`) lead to that
// version's page, not the latest's. Docusaurus resolves links to files per version (to paths that
// start with the base URL, which are left as they are), but not paths.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { versionOfFile } from './docsVersions';

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
    visit(tree, (node) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url)
        node.url = versionedUrl(node.url, routePrefix, baseUrl);
    });
  };
}

export default remarkVersionLinks;
