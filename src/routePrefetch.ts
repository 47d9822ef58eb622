// Stands in for @docusaurus/core's client `docusaurus.js`, the `window.docusaurus` that links call
// (see src/plugins/trimMainBundle.ts). Its preload is unchanged. Its prefetch, called for every
// link that scrolls into view, did all of a page's links in one long task: for each link it
// scanned the whole route-chunk table (one RegExp per route, per matched route) and added a
// <link rel=prefetch> for every chunk, even one another link had already added. Here the table is
// indexed once, each chunk is prefetched once, and links are taken a few at a time while the
// browser is idle.
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import prefetchUrl from '@docusaurus/core/lib/client/prefetch';
import { onConstrainedConnection } from './connection';

// Injected by Docusaurus's ChunkAssetPlugin: the URL of a webpack chunk, by name.
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

const preloadedRoutes = new Set<string>();
const prefetchedRoutes = new Set<string>();
const prefetchedUrls = new Set<string>();
const queue: { routePath: string; done: () => void }[] = [];

let chunkNamesByRoute: Map<string, string[]> | undefined;

// Keys of routesChunkNames are route paths with a hash appended: `/mutate/api-1f2`.
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByRoute) {
    chunkNamesByRoute = new Map();
    for (const [pathWithHash, chunks] of Object.entries(routesChunkNames)) {
      const path = pathWithHash.replace(/-[^-]+$/, '');
      const names = chunkNamesByRoute.get(path) ?? [];
      names.push(...(Object.values(flat(chunks)) as string[]));
      chunkNamesByRoute.set(path, names);
    }
  }
  return chunkNamesByRoute.get(routePath) ?? [];
}

function prefetchNow(routePath: string): Promise<unknown> {
  const urls = matchRoutes(routes, routePath)
    .flatMap((match) => chunkNamesOf(match.route.path as string))
    .map((chunkName) => __webpack_require__.gca(chunkName))
    // A chunk webpack merged into another has no URL of its own.
    .filter((url): url is string => Boolean(url) && !url!.includes('undefined') && !prefetchedUrls.has(url!));
  return Promise.all(
    [...new Set(urls)].map((url) => {
      prefetchedUrls.add(url);
      return prefetchUrl(url);
    }),
  );
}

// Idle periods last at most 50 ms, so no task this makes is a long one.
function drainQueue(deadline?: IdleDeadline): void {
  const until = performance.now() + 10;
  do {
    const next = queue.shift()!;
    void prefetchNow(next.routePath).then(next.done);
  } while (queue.length > 0 && (deadline ? deadline.timeRemaining() > 1 : performance.now() < until));
  if (queue.length > 0) scheduleDrain();
}

function scheduleDrain(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(drainQueue, { timeout: 2000 });
  else setTimeout(drainQueue, 50);
}

function prefetch(routePath: string): false | Promise<void> {
  if (onConstrainedConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  return new Promise((done) => {
    queue.push({ routePath, done });
    if (queue.length === 1) scheduleDrain();
  });
}

function preload(routePath: string): false | Promise<unknown> {
  if (onConstrainedConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

// Mounted on window, as the original is.
export default Object.freeze({ prefetch, preload });
