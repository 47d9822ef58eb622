// Stands in for three modules of the navbar search box (see src/routing/plugin.ts), which
// bundled them into every page: its client of the index worker, with comlink, and the templates of
// its suggestion list. The box fetches its index first (on hover or focus, or when the page is
// idle: src/search/prewarm.ts) and builds the suggestion list only once that is done,
// so that first call fetches all three.
import type * as SuggestionModule from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js';
import type * as EmptyModule from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/EmptyTemplate.js';

const workerClient = () => import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');

let templates: { suggestion: typeof SuggestionModule; empty: typeof EmptyModule } | undefined;
const loadTemplates = async () => {
  const [suggestion, empty] = await Promise.all([
    import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js'),
    import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/EmptyTemplate.js'),
  ]);
  templates = { suggestion, empty };
};

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  const [client] = await Promise.all([workerClient(), templates ?? loadTemplates()]);
  return client.fetchIndexesByWorker(baseUrl, searchContext);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  return (await workerClient()).searchByWorker(baseUrl, searchContext, input, limit);
}

export function SuggestionTemplate(suggestion: object): string {
  return templates!.suggestion.SuggestionTemplate(suggestion);
}

export function EmptyTemplate(): string {
  return templates!.empty.EmptyTemplate();
}
