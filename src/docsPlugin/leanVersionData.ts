import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { LoadContext, RouteConfig } from '@docusaurus/types';

// The docs plugin, with one change: the version data that every docs page loads lists only the docs
// that sidebars link to. The stock data lists every doc with its title and description, so each
// reference page made every page heavier. Only sidebar cards look docs up in
// that list (useDocById); pages and routes still come from the stock plugin.

function linkedDocIds(items: PropSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return item.docId ? [item.docId] : [];
    if (item.type === 'category') return linkedDocIds(item.items);
    return [];
  });
}

/**
 * `version` with only the docs its sidebars link to. Fails the build, saying what changed, if the
 * docs plugin's version data no longer has the docs and the sidebars this reads.
 */
export function withSidebarDocsOnly(version: PropVersionMetadata): PropVersionMetadata {
  const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(version.docs) || !isRecord(version.docsSidebars))
    throw new Error(
      `The docs plugin's version data changed shape (it has ${Object.keys(version).join(', ')}; docs and docsSidebars are read): update src/docsPlugin/leanVersionData.ts`,
    );
  const ids = new Set(Object.values(version.docsSidebars).flatMap(linkedDocIds));
  return { ...version, docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => ids.has(id))) };
}

/** `route` and its nested routes, with the version data (a DocVersionRoot route's prop) made lean. */
function withLeanVersionData(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  return {
    ...route,
    ...(version && { props: { ...route.props, version: withSidebarDocsOnly(version) } }),
    ...(route.routes && { routes: route.routes.map(withLeanVersionData) }),
  };
}

export default async function leanVersionDataPlugin(
  context: LoadContext,
  options: Parameters<typeof docsPlugin>[1],
): ReturnType<typeof docsPlugin> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    contentLoaded: ({ actions, ...rest }) =>
      plugin.contentLoaded!({
        ...rest,
        actions: {
          ...actions,
          addRoute: (route: RouteConfig) => actions.addRoute(withLeanVersionData(route)),
        },
      }),
  };
}

export { validateOptions };
