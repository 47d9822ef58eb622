import { notLoadedText } from '../pageShell/LoadFailure';

/** The search chunk (client.ts), loaded on first use by the search box and the search page. */
export const loadSearchClient = (): Promise<typeof import('./client')> =>
  import(/* webpackChunkName: "search" */ './client');

/** Why search could not load, for the search box and the search page to say. The development
 * server (`npm start`) serves the last production build's search index (devServer.ts): there may be none. */
export const searchNotLoadedText = (): string =>
  notLoadedText(
    'Search',
    process.env.NODE_ENV === 'development' && navigator.onLine
      ? 'the development server searches the last production build, and there is none yet (npm run build makes one)'
      : undefined,
  );
