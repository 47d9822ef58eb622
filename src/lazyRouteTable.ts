// The browser's route table leaves out the routes under one path prefix, the API reference's ~200
// pages: they load as a chunk of their own (src/plugins/routeTable.cjs), which this module adds to
// the table, with the registry entries of their chunks and their docs' entries in the docs
// plugin's global data, before a page under the prefix is matched.
// Docusaurus matches a page in its preload, before the first render and before each client
// navigation; that preload first calls loadRoutesFor (see src/plugins/trimMainBundle.ts), and so
// does route prefetching (src/routePrefetch.ts). A page under the prefix lists the chunk in its
// HTML, so that its first visit does not wait for it. The chunk also names the files of its routes'
// chunks, which webpack's runtime does not (src/plugins/lazyChunkFiles.ts).
import globalData from '@generated/globalData';
import registry from '@generated/registry';
import type { Registry } from '@docusaurus/types';

type Route = { path: string; component: unknown; exact?: boolean; sidebar?: string; routes?: Route[] };
/** Where a group of routes goes: the index path of its parent route, its index there, and the sidebar its routes share. */
type Position = { parent: number[]; index: number; sidebar?: string };
/** Neighbouring docs of a docs version's list in the global data, and the index of the first. */
type DocsRun = { plugin: string; version: number; at: number; docs: object[] };
/** The split-off chunk: the registry entries of its routes' chunks, its groups of routes, its docs, and its routes' chunks' files by chunk id. */
type LazyRoutes = { registry: Registry; groups: Route[][]; docs: DocsRun[]; chunkFiles: Record<string, string> };
type DocsGlobalData = { versions: { docs: object[] }[] };

/** What the generated table left out, once it has said so (a table with nothing split off does not). */
let split: { table: Route[]; prefix: string; positions: Position[]; load: () => Promise<LazyRoutes> } | undefined;
let loading: Promise<void> | undefined;
let loaded = false;
const routeListeners: ((route: Route) => void)[] = [];

/** Called by the generated table with what it left out; returns the table. */
export function withLazyRoutes<T extends Route>(routes: T[], prefix: string, positions: Position[], load: () => Promise<LazyRoutes>): T[] {
  split = { table: routes, prefix, positions, load };
  return routes;
}

/** Whether the table can match `pathname` as it is (no routes of that path are still to load). */
export function routesLoadedFor(pathname: string): boolean {
  // The prefix itself, `/api/`, is the reference's first page, `/api`, which the table has.
  return loaded || split === undefined || !pathname.startsWith(split.prefix) || pathname === split.prefix;
}

function addRoutes(table: Route[], { parent, index }: Position, routes: Route[]): void {
  const siblings = parent.reduce((list, at) => list[at].routes!, table);
  siblings.splice(index, 0, ...routes);
  for (const route of routes) routeListeners.forEach((listener) => listener(route));
}

/** Adds the routes of `pathname` to the table, if they are not there yet; rejects if they fail to load. */
export function loadRoutesFor(pathname: string): Promise<void> {
  if (split === undefined || routesLoadedFor(pathname)) return Promise.resolve();
  const { table, positions, load } = split;
  loading ??= load().then(
    (lazy) => {
      const chunkFile = __webpack_require__.u;
      __webpack_require__.u = (chunkId) => lazy.chunkFiles[chunkId] ?? chunkFile(chunkId);
      Object.assign(registry, lazy.registry);
      for (const { plugin, version, at, docs } of lazy.docs) {
        (globalData['docusaurus-plugin-content-docs'][plugin] as DocsGlobalData).versions[version].docs.splice(at, 0, ...docs);
      }
      lazy.groups.forEach((routes, group) => addRoutes(table, positions[group], routes));
      loaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Adds `route` where the first group of routes goes, with their sidebar: a stand-in for a page
 * whose routes failed to load (src/clientModules/routeLoadFailure.ts). Once they load, they come
 * first.
 */
export function addStandInRoute(route: Route): void {
  const position = split?.positions[0];
  if (split !== undefined && position !== undefined) addRoutes(split.table, position, [{ ...route, sidebar: position.sidebar }]);
}

/** Calls `listener` with each route added to the table from now on (not its nested routes). */
export function onRoutesAdded(listener: (route: Route) => void): void {
  routeListeners.push(listener);
}
