// Stands in for the search box's client of its index worker (see src/plugins/trimMainBundle.ts),
// which bundled comlink into every page. Both calls are asynchronous already, and the first comes
// when the box prepares its index (on hover or focus, or when the page is idle:
// src/clientModules/searchPrewarm.ts), so the client is fetched then.
const workerClient = () =>
  import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  return (await workerClient()).fetchIndexesByWorker(baseUrl, searchContext);
}

export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]> {
  return (await workerClient()).searchByWorker(baseUrl, searchContext, input, limit);
}
