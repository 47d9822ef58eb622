// Stands in for @docusaurus/core's client `docusaurus.js`, the `window.docusaurus` that links call
// (see src/plugins/shortTasks.ts). Its preload is unchanged. Its prefetch, called for every
// link that scrolls into view, did all of a page's links in one long task: for each link it
// scanned the whole route-chunk table (one RegExp per route, per matched route) and added a
// <link rel=prefetch> for every chunk, even one another link had already added. Here the table is
// indexed once, each chunk is prefetched once, and the work is done while the browser is idle, one
// route or one chunk at a time: adding a <link> costs ~1 ms of main-thread time on a slow phone.
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import prefetchUrl from '@docusaurus/core/lib/client/prefetch';
import { onConstrainedConnection } from './connection';
import { whenIdle } from './idle';

// Injected by Docusaurus's ChunkAssetPlugin: the URL of a webpack chunk, by name.
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

const preloadedRoutes = new Set<string>();
const prefetchedRoutes = new Set<string>();
const prefetchedUrls = new Set<string>();
const routeQueue: string[] = [];
const urlQueue: string[] = [];

let chunkNamesByRoute: Map<string, string[]> | undefined;

// Keys of routesChunkNames are route paths with a hash appended: `/mutate/api-1f2`.
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByRoute) {
    chunkNamesByRoute = new Map();
    for (const [pathWithHash, chunks] of Object.entries(routesChunkNames)) {
      const path = pathWithHash.replace(/-[^-]+$/, '');
      chunkNamesByRoute.set(path, [...(chunkNamesByRoute.get(path) ?? []), ...(Object.values(flat(chunks)) as string[])]);
    }
  }
  return chunkNamesByRoute.get(routePath) ?? [];
}

function queueChunksOf(routePath: string): void {
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(match.route.path as string)) {
      const url = __webpack_require__.gca(chunkName);
      // A chunk webpack merged into another has no URL of its own.
      if (url && !url.includes('undefined') && !prefetchedUrls.has(url)) {
        prefetchedUrls.add(url);
        urlQueue.push(url);
      }
    }
  }
}

// Idle periods last up to 50 ms; 10 ms at a time keeps every task this makes short.
function drainQueues(): void {
  const until = performance.now() + 10;
  do {
    if (urlQueue.length > 0) void prefetchUrl(urlQueue.shift()!);
    else queueChunksOf(routeQueue.shift()!);
  } while ((urlQueue.length > 0 || routeQueue.length > 0) && performance.now() < until);
  if (urlQueue.length > 0 || routeQueue.length > 0) scheduleDrain();
}

function scheduleDrain(): void {
  whenIdle(drainQueues);
}

function prefetch(routePath: string): boolean {
  if (onConstrainedConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  if (routeQueue.push(routePath) === 1 && urlQueue.length === 0) scheduleDrain();
  return true;
}

function preload(routePath: string): false | Promise<unknown> {
  if (onConstrainedConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

// Mounted on window, as the original is.
export default Object.freeze({ prefetch, preload });
