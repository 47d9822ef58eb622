// The browser's route table leaves out the routes under one path prefix, the API reference's ~200
// pages: they load as a few chunks of their own, by area (src/routing/routeTable.cjs), and this
// module adds a chunk's routes to the table, with the registry entries of their chunks and their
// docs' entries in the docs plugin's global data, before a page of its areas is matched.
// Docusaurus matches a page in its preload, before the first render and before each client
// navigation; that preload first calls loadRoutesFor (its patch, filled by src/pageShell/siteHooks.ts), and so
// does route prefetching (src/routing/routePrefetch.ts). A page under the prefix lists its routes' chunk in
// its HTML, so that its first visit does not wait for it. The chunk also names the files of its
// routes' chunks, which webpack's runtime does not (src/routing/lazyChunkFiles.ts).
import globalData from '@generated/globalData';
import registry from '@generated/registry';
import type { Registry } from '@docusaurus/types';

type Route = { path: string; component: unknown; exact?: boolean; sidebar?: string; routes?: Route[] };
/** Where a group of routes goes: the index path of its parent route, its index there, and the sidebar its routes share. */
type Position = { parent: number[]; index: number; sidebar?: string };
/** Docs of a docs version's list in the global data. */
type VersionDocs = { plugin: string; version: number; docs: object[] };
/** A split-off chunk: the registry entries of its routes' chunks, its part of each group of routes, its docs, and its routes' chunks' files by chunk id. */
type LazyRoutes = { registry: Registry; groups: Route[][]; docs: VersionDocs[]; chunkFiles: Record<string, string> };
type DocsGlobalData = { versions: { docs: object[] }[] };
/** Where a group's routes go, found once: among `siblings`, after `after` (at the start if none), ahead of any added before. */
type Place = { siblings: Route[]; after: Route | undefined; sidebar?: string };

/** What the generated table left out, once it has said so (a table with nothing split off does not). */
let split:
  | { prefix: string; places: Place[]; chunkOf: (pathname: string) => number; loads: (() => Promise<LazyRoutes>)[] }
  | undefined;
const loading = new Map<number, Promise<void>>();
const loaded = new Set<number>();
const chunkFiles: Record<string, string> = {};
const routeListeners: ((route: Route) => void)[] = [];

/**
 * Called by the generated table with what it left out: where its groups of routes go, which chunk
 * holds a path's routes, and a loader for each chunk. Returns the table.
 */
export function withLazyRoutes<T extends Route>(
  routes: T[],
  prefix: string,
  positions: Position[],
  chunkOf: (pathname: string) => number,
  loads: (() => Promise<LazyRoutes>)[],
): T[] {
  // Positions are indices in the table as it is now; routes added later would shift them.
  const places = positions.map(({ parent, index, sidebar }): Place => {
    const siblings = parent.reduce<Route[]>((list, at) => list[at].routes!, routes);
    return { siblings, after: siblings[index - 1], sidebar };
  });
  split = { prefix, places, chunkOf, loads };
  // The moved chunk files (src/routing/lazyChunkFiles.ts), once their routes' chunk has loaded.
  const chunkFile = __webpack_require__.u;
  __webpack_require__.u = (chunkId) => chunkFiles[chunkId] ?? chunkFile(chunkId);
  return routes;
}

/** The index of the chunk that holds the routes of `pathname`, if they are not in the table as it was generated. */
function lazyChunkOf(pathname: string): number | undefined {
  // The prefix itself, `/api/`, is the reference's first page, `/api`, which the table has.
  if (split === undefined || !pathname.startsWith(split.prefix) || pathname === split.prefix) return undefined;
  return split.chunkOf(pathname);
}

/** Whether the table can match `pathname` as it is (no routes of that path are still to load). */
export function routesLoadedFor(pathname: string): boolean {
  const chunk = lazyChunkOf(pathname);
  return chunk === undefined || loaded.has(chunk);
}

function addRoutes({ siblings, after }: Place, routes: Route[]): void {
  siblings.splice(after === undefined ? 0 : siblings.indexOf(after) + 1, 0, ...routes);
  for (const route of routes) routeListeners.forEach((listener) => listener(route));
}

function addLazyRoutes(chunk: number, lazy: LazyRoutes): void {
  Object.assign(chunkFiles, lazy.chunkFiles);
  Object.assign(registry, lazy.registry);
  for (const { plugin, version, docs } of lazy.docs) {
    (globalData['docusaurus-plugin-content-docs'][plugin] as DocsGlobalData).versions[version].docs.push(...docs);
  }
  lazy.groups.forEach((routes, group) => addRoutes(split!.places[group], routes));
  loaded.add(chunk);
}

/** Adds the routes of `pathname` to the table, if they are not there yet; rejects if they fail to load. */
export function loadRoutesFor(pathname: string): Promise<void> {
  const chunk = lazyChunkOf(pathname);
  if (chunk === undefined || loaded.has(chunk)) return Promise.resolve();
  if (!loading.has(chunk)) {
    const load = split!.loads[chunk]().then(
      (lazy) => addLazyRoutes(chunk, lazy),
      (error: unknown) => {
        loading.delete(chunk);
        throw error;
      },
    );
    loading.set(chunk, load);
  }
  return loading.get(chunk)!;
}

/**
 * Adds `route` where the first group of routes goes, with their sidebar: a stand-in for a page
 * whose routes failed to load (src/pageShell/routeLoadFailure.ts). Once they load, they come
 * first.
 */
export function addStandInRoute(route: Route): void {
  const place = split?.places[0];
  if (place !== undefined) addRoutes(place, [{ ...route, sidebar: place.sidebar }]);
}

/** Calls `listener` with each route added to the table from now on (not its nested routes). */
export function onRoutesAdded(listener: (route: Route) => void): void {
  routeListeners.push(listener);
}
