import { notLoadedText } from '../pageShell/LoadFailure';

/** The search chunk (client.ts), loaded on first use by the search box and the search page. */
export const loadSearchClient = (): Promise<typeof import('./client')> =>
  import(/* webpackChunkName: "search" */ './client');

/** Why search could not load, for the search box and the search page to say. The development
 * server (`npm start`) has no search index: Pagefind writes it after a production build. */
export const searchNotLoadedText = (): string =>
  notLoadedText(
    'Search',
    process.env.NODE_ENV === 'development' && navigator.onLine
      ? 'the development server has no search index (npm run build, then npm run serve, has one)'
      : undefined,
  );
