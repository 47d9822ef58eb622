// Stands in for @docusaurus/core's client `docusaurus.js`, the `window.docusaurus` that links call
// (plugin.ts aliases it). Routes are fetched on a sign of the reader's intent, not for every link a
// page shows:
// - a link pointed at or touched (Docusaurus's Link calls `preload`), or focused (below), loads its
//   route at once, and runs the code highlighter for the next page's code;
// - a link scrolled into view (Link calls `prefetch`) is prefetched only once the reader has
//   scrolled the page it is on: the links on screen when a page opens wait for pointer or focus.
// Prefetching is done while the browser is idle, one route or one chunk at a time (each <link>
// added costs main-thread time on a slow phone), each chunk once: a matched route's component gives
// its chunk names, and a chunk's files are those its registry entry's loader asks webpack for (see
// chunkFilesOf), not looked up in a table of every chunk name (src/routing/plugin.ts leaves it out).
import { matchRoutes } from 'react-router-config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ChunkNames } from '@docusaurus/types';
import registry from '@generated/registry';
import routes from '@generated/routes';
import flat from '@docusaurus/core/lib/client/flat';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import prefetchUrl from '@docusaurus/core/lib/client/prefetch';
import { loadCodeHighlighter } from '../codeBlocks/highlighter';
import { onConstrainedConnection } from '../shared/connection';
import { whenLoadedAndIdle } from '../shared/idle';
import { loadRoutesFor, routesLoadedFor } from './lazyRouteTable';

/**
 * The URLs of the files of the route chunk `chunkName`: its registry entry's loader calls webpack's
 * `e` with the id of each chunk it needs, at once, which here only records them. A module webpack put
 * in the main bundle needs none.
 */
function chunkFilesOf(chunkName: string): string[] {
  const load = registry[chunkName]?.[0];
  if (!load) return [];
  const loadChunk = __webpack_require__.e;
  const chunkIds: string[] = [];
  __webpack_require__.e = (chunkId) => {
    chunkIds.push(chunkId);
    return new Promise(() => undefined);
  };
  try {
    void load();
  } finally {
    __webpack_require__.e = loadChunk;
  }
  // A chunk with no script (only CSS) has no script file name: `u` gives "<id>.undefined.js".
  return chunkIds
    .map((chunkId) => __webpack_require__.u(chunkId))
    .filter((file) => !file.includes('undefined'))
    .map((file) => __webpack_require__.p + file);
}

const preloadedRoutes = new Set<string>();
const prefetchedRoutes = new Set<string>();
const prefetchedUrls = new Set<string>();
const routeQueue: string[] = [];
const urlQueue: string[] = [];

function queueChunksOf(routePath: string): void {
  // A route still to load (src/routing/lazyRouteTable.ts) comes back to the queue once loaded.
  if (!routesLoadedFor(routePath)) {
    loadRoutesFor(routePath).then(
      () => queueRoute(routePath),
      () => undefined,
    );
    return;
  }
  // A file the page has fetched already (its own scripts, chunks loaded since) is not fetched again.
  const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  for (const match of matchRoutes(routes, routePath)) {
    // Each route component carries its route's chunk names (src/routing/lazyRouteComponent.ts).
    const { chunkNames } = match.route.component as unknown as { chunkNames: ChunkNames };
    for (const chunkName of Object.values(flat(chunkNames)) as string[]) {
      for (const url of chunkFilesOf(chunkName)) {
        if (!prefetchedUrls.has(url) && !fetched.has(new URL(url, document.baseURI).href)) {
          prefetchedUrls.add(url);
          urlQueue.push(url);
        }
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

// Not before the page's load event: a linked reference page's routes chunk (src/routing/lazyRouteTable.ts),
// loaded then, would count among the page's own files and delay its load.
function scheduleDrain(): void {
  whenLoadedAndIdle(drainQueues);
}

function queueRoute(routePath: string): void {
  if (routeQueue.push(routePath) === 1 && urlQueue.length === 0) scheduleDrain();
}

// The path of the page the reader last scrolled with the wheel, a touch or a scrolling key: a
// script's scroll (a fragment's, a new page's) is no sign of intent.
let readerScrolledPath: string | undefined;
const SCROLLING_KEYS = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'End', 'Home']);

function noteReaderScroll(event: Event): void {
  if (event instanceof KeyboardEvent) {
    const typing = (event.target as Element).closest?.('input, textarea, select, [contenteditable]');
    if (typing || !SCROLLING_KEYS.has(event.key)) return;
  }
  readerScrolledPath = window.location.pathname;
}

function prefetch(routePath: string): boolean {
  if (
    readerScrolledPath !== window.location.pathname ||
    onConstrainedConnection() ||
    preloadedRoutes.has(routePath) ||
    prefetchedRoutes.has(routePath)
  )
    return false;
  prefetchedRoutes.add(routePath);
  queueRoute(routePath);
  return true;
}

// Links call it when hovered or touched, a moment before a click: the code highlighter runs then
// too (src/codeBlocks/highlighter.ts).
function preload(routePath: string): false | Promise<unknown> {
  if (onConstrainedConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  loadCodeHighlighter().catch(() => undefined);
  return preloadRoute(routePath);
}

// A link to another page of the site that takes focus (the Tab key) is as near a click as a
// hovered one. A link to a file (a Markdown twin, llms.txt) is not a route: it has nothing to load.
function preloadFocusedLink(event: FocusEvent): void {
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
  if (/\.\w+$/.test(link.pathname)) return;
  void preload(link.pathname);
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['wheel', 'touchmove', 'keydown'])
    window.addEventListener(type, noteReaderScroll, { capture: true, passive: true });
  document.addEventListener('focusin', preloadFocusedLink);
}

// Mounted on window, as the original is.
export default Object.freeze({ prefetch, preload });
