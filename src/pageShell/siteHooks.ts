// Our side, in the browser, of the extension point that patches/@docusaurus+core+3.9.2.patch adds to
// Docusaurus's client (lib/client/siteHooks.js), which plugin.ts aliases to this module: preload
// first adds a reference page's routes (or, where they failed, a stand-in that shows the
// load-failure box), and a first visit whose code failed is rendered afresh, not hydrated.
export { firstVisitLoadFailed } from './firstVisitFailure';
export { loadRoutesOrStandIn as loadRoutesFor } from './routeLoadFailure';

/** Server rendering's hook only (siteHooks.server.ts). */
export function chunkNamesOfPage(): string[] {
  return [];
}
