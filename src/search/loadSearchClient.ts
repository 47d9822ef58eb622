/** The search chunk (client.ts), loaded on first use by the search box and the search page. */
export const loadSearchClient = (): Promise<typeof import('./client')> =>
  import(/* webpackChunkName: "search" */ './client');
