// The breadcrumb trail of a docs page the sidebar does not list (src/theme/DocBreadcrumbs): the
// generated reference pages had an empty trail, with no way up from a class page and an empty
// BreadcrumbList in the page's structured data. Their trail follows the page's path instead.
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

/** The label the sidebar gives `href`, if it links to it. */
export function sidebarLabel(items: PropSidebarItem[], href: string): string | undefined {
  for (const item of items) {
    if (item.type !== 'html' && item.href === href) return item.label;
    const label = item.type === 'category' ? sidebarLabel(item.items, href) : undefined;
    if (label) return label;
  }
  return undefined;
}

/**
 * Each parent path of `pathname` (below `versionPath`, the docs' root) that is a page, with or
 * without its trailing slash (a folder's index page, or a page given its folder's path, as /api),
 * labelled by `labelOf` or else by its last path segment.
 */
export function pathTrail(
  pathname: string,
  versionPath: string,
  isPage: (path: string) => boolean,
  labelOf: (path: string) => string | undefined,
): { href: string; label: string }[] {
  const parents: { href: string; label: string }[] = [];
  const segments = pathname.slice(versionPath.length).split('/');
  for (let end = 1; end < segments.length; end += 1) {
    const folder = `${versionPath}${segments.slice(0, end).join('/')}`;
    const href = [`${folder}/`, folder].find((path) => path !== pathname && isPage(path));
    if (href) {
      parents.push({ href, label: labelOf(href) ?? decodeURIComponent(segments[end - 1]!) });
    }
  }
  return parents;
}
