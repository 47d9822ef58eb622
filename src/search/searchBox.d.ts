// The search plugin's modules (plain JavaScript, no types) as src/search/lazySearchBox.ts uses them.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<unknown[]>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js' {
  export function SuggestionTemplate(suggestion: object): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/EmptyTemplate.js' {
  export function EmptyTemplate(): string;
}
// Exported by an edit of src/routing/plugin.ts, for src/search/prewarm.ts.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx' {
  export function fetchAutoCompleteJS(): Promise<unknown>;
}
