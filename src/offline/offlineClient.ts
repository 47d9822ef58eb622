// The "Read offline" control's work in the browser: saving the site (registering the service worker
// that src/offline/serviceWorker.ts builds, which precaches every file), removing it, and noticing a new
// deploy. In the control's chunk, loaded when the reader asks or has asked before (ReadOffline.tsx):
// readers who never opt in load none of it, and nothing registers a worker for them.
import { PRECACHE_SUMMARY_FILE } from '../shared/siteLayout.mjs';
import type { PrecacheSummary } from './precacheSummary';

// The PWA plugin's worker reads its parameters from its URL; offline mode makes it precache and serve.
const workerUrl = (baseUrl: string) =>
  `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify({ offlineMode: true, debug: false }))}`;

/** Workbox's precache of the site at `scope` (the worker's scope URL). */
const isPrecacheOf = (scope: string, cacheName: string) =>
  cacheName.startsWith('workbox-precache') && cacheName.endsWith(scope);

/** The build's precache size (written by src/offline/serviceWorker.ts), fetched when the reader asks. */
export async function fetchPrecacheSummary(baseUrl: string): Promise<PrecacheSummary> {
  const response = await fetch(`${baseUrl}${PRECACHE_SUMMARY_FILE}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${PRECACHE_SUMMARY_FILE}: HTTP ${response.status}`);
  return (await response.json()) as PrecacheSummary;
}

/**
 * Whether the browser tells the bytes this origin stores (StorageManager): WebKitGTK 2.50 has no
 * `navigator.storage`, and there the worker saves the site with no count of its progress.
 */
export const measuresProgress = (): boolean => typeof navigator.storage?.estimate === 'function';

/** The bytes this origin stores (caches included): the browser's estimate, which costs it nothing to make. */
async function storedBytes(): Promise<number> {
  return (await navigator.storage.estimate()).usage ?? 0;
}

/**
 * Resolves once `worker` is active and controls this tab; rejects if it fails to install (a file it
 * precaches failed to load). The tab's new controller counts as activation too: WebKitGTK 2.50 at
 * times leaves the page's view of the worker at "installing", with no `statechange`, after the
 * worker has activated and claimed the tab.
 */
function activation(worker: ServiceWorker): Promise<void> {
  const container = navigator.serviceWorker;
  return new Promise((resolve, reject) => {
    const check = () => {
      const settled = worker.state === 'activated' || container.controller !== null || worker.state === 'redundant';
      if (!settled) return;
      worker.removeEventListener('statechange', check);
      container.removeEventListener('controllerchange', check);
      if (worker.state === 'redundant') reject(new Error('The service worker failed to install.'));
      else resolve();
    };
    worker.addEventListener('statechange', check);
    container.addEventListener('controllerchange', check);
    check();
  });
}

/**
 * Registers the worker and waits until it has precached the site and controls this tab, calling
 * `onProgress` with the bytes saved so far (the growth of the origin's storage: counting the
 * cache's entries instead slowed the worker's precaching by half). On failure, removes what it
 * did and rejects.
 */
export async function saveForOffline(baseUrl: string, onProgress: (bytes: number) => void): Promise<void> {
  let timer: ReturnType<typeof setInterval> | undefined;
  try {
    const storedBefore = measuresProgress() ? await storedBytes() : undefined;
    const registration = await navigator.serviceWorker.register(workerUrl(baseUrl), { scope: baseUrl });
    if (storedBefore !== undefined)
      timer = setInterval(() => void storedBytes().then((bytes) => onProgress(bytes - storedBefore)), 500);
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) throw new Error('The service worker is missing after its registration.');
    await activation(worker);
  } catch (error) {
    await removeOfflineCopy(baseUrl);
    throw error;
  } finally {
    clearInterval(timer);
  }
}

/**
 * Unregisters the worker and deletes its caches. A tab the worker still controls is reloaded from
 * the network: the worker would go on answering it from the deleted caches until then.
 */
export async function removeOfflineCopy(baseUrl: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(baseUrl);
  const scope = registration?.scope ?? new URL(baseUrl, window.location.href).href;
  await registration?.unregister();
  const names = (await caches.keys()).filter((name) => isPrecacheOf(scope, name));
  await Promise.all(names.map((name) => caches.delete(name)));
  if (navigator.serviceWorker.controller) window.location.reload();
}

/** Whether the worker is registered (a reader's browser may have removed it). */
export async function isSaved(baseUrl: string): Promise<boolean> {
  return (await navigator.serviceWorker.getRegistration(baseUrl))?.active != null;
}

let reloading = false;

/**
 * Calls `onNewVersion` when a later deploy's worker has installed beside the active one (it waits,
 * serving nothing, until the reader reloads), or has taken over this tab from another tab's reload.
 * Never on the first save: that worker is the first active one. Checks for a new deploy whenever
 * the tab is shown again, as the browser does on each page load.
 */
export async function watchForNewVersion(baseUrl: string, onNewVersion: () => void): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(baseUrl);
  if (!registration) return;
  const whenInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.active) onNewVersion();
    });
  if (registration.waiting && registration.active) onNewVersion();
  whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => whenInstalled(registration.installing));
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // This tab's code belongs to the build it loaded; its chunks may be gone from the new precache.
    if (controlled && !reloading) onNewVersion();
    controlled = true;
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/** Activates the waiting worker, if any, and reloads the tab once it controls it: the page then comes from the new build. */
export async function reloadToNewVersion(baseUrl: string): Promise<void> {
  reloading = true;
  const waiting = (await navigator.serviceWorker.getRegistration(baseUrl))?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
