// Run by the PWA plugin's service worker (its `swCustom`, plain JavaScript as the plugin compiles
// it). The worker precaches when first installed; claiming the open tabs once it is active lets the
// tab where the reader opted in read offline at once, without a reload. A later worker waits for the
// reader's "Reload" (SKIP_WAITING), and its activation moves every open tab to it by itself.
export default function claimOpenTabs() {
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
