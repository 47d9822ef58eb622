// Search on Pagefind: the navbar's box (theme/SearchBar, the component a search theme provides)
// and the results page at /search. The index of the built pages and of the reference's names is
// written after the build (indexStep.ts, a step of src/postBuild/); the development server serves
// the last build's (devServer.ts). Pages mark what they give the index with SearchableContent.tsx.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { normalizeUrl } from '@docusaurus/utils';
import { searchIndexFolders } from './devServer';
import { SEARCH_PAGE_PATH } from './searchPageUrl';

export default function searchPlugin({ siteConfig, outDir }: LoadContext): Plugin {
  return {
    name: 'search',
    // `npm start` (Docusaurus sets NODE_ENV): the last production build's search index.
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      return { devServer: { static: searchIndexFolders(outDir, siteConfig.baseUrl) } } as Configuration;
    },
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: normalizeUrl([siteConfig.baseUrl, SEARCH_PAGE_PATH]),
        component: path.join(__dirname, 'SearchPage.tsx'),
        exact: true,
      });
    },
  };
}
