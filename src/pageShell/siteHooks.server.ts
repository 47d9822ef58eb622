// Our side, in server rendering, of the extension point that patches/@docusaurus+core+3.9.2.patch
// adds to Docusaurus's client (lib/client/siteHooks.js), which plugin.ts aliases to this module: a
// reference page's HTML lists the chunk of its routes (src/routing/routesLoader.cjs writes lazyRoutesChunkNames
// into the server's route table), so that its first visit does not wait for them.
export { lazyRoutesChunkNames as chunkNamesOfPage } from '@generated/routes';

/** The browser's hooks only (siteHooks.ts): server rendering has the whole route table. */
export const firstVisitLoadFailed = (): boolean => false;
export const loadRoutesFor = (): Promise<void> => Promise.resolve();
