// Run by the PWA plugin's service worker (its `swCustom`, plain JavaScript as the plugin compiles
// it), before the plugin adds its own listeners.
export default function addToWorker() {
  // The worker precaches when first installed; claiming the open tabs once it is active lets the tab
  // where the reader opted in read offline at once, without a reload. A later worker waits for the
  // reader's "Reload" (SKIP_WAITING), and its activation moves every open tab to it by itself.
  // By hand: Workbox's clientsClaim() does not hold activation until the claim is done, and the
  // control takes "activated" to mean its tab is served (offlineClient.ts).
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
  answerUncachedPagesOffline();
}

// The plugin's fetch listener answers precached files and leaves the rest to the network, so a page
// loaded offline that the precache lacks (a path no build has) would get the browser's own error
// page. A listener added after the plugin's answers such a page, when the network fails, with the
// site's not-found page. The plugin adds its listener after this code runs: it is followed as it
// is added. By hand: Workbox's offline fallback (workbox-recipes) answers through workbox-routing's
// listener, which would come before the plugin's own (a PrecacheController, not a route) and
// answer precached pages from the network.
function answerUncachedPagesOffline() {
  const addEventListener = self.addEventListener.bind(self);
  self.addEventListener = (type, listener, options) => {
    addEventListener(type, listener, options);
    if (type === 'fetch' && listener !== answerWithNotFoundPage) addEventListener('fetch', answerWithNotFoundPage);
  };
}

function answerWithNotFoundPage(event) {
  if (event.request.mode !== 'navigate') return;
  try {
    event.respondWith(fetch(event.request).catch(() => notFoundPage()));
  } catch {
    // The plugin has answered from the precache.
  }
}

async function notFoundPage() {
  const cached = await caches.match(new URL('404.html', self.registration.scope).href, { ignoreSearch: true });
  return cached ?? Response.error();
}
