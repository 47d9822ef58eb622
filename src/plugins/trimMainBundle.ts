import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled, sourceEditRules } from './sourceEdits';
import { CHUNK_FILES_PLACEHOLDER, lazyChunkFilesPlugin } from './lazyChunkFiles';

/** The name of the chunks of the routes that load apart from the main bundle (see below), followed by each one's index. */
const LAZY_ROUTES_CHUNK = 'lazy-routes';
/**
 * How many chunks those routes load as, at most. Each reference page's first visit loads one of them:
 * with more, each is smaller, but the main bundle names them all (~25 bytes gzip each).
 */
const LAZY_ROUTES_CHUNK_COUNT = 8;

// Keeps code that few page views need out of the main bundle, which every page loads:
// - mark.js, which the search plugin imports (dist/mark.js, matched by its resolved path) to
//   highlight search terms, now src/lazyMark.ts, which loads mark.js on demand from
//   dist/mark.min.js (not matched by this alias);
// - Prism, which @docusaurus/theme-classic's client module imports only to register
//   `prism.additionalLanguages`. None are configured, and Prism now loads only where code is
//   highlighted in the browser (src/theme/CodeBlock/Content). Languages are added in
//   src/codeHighlighterContent.ts, which loads with Prism;
// - most of tslib (~3 KB gzip), which @docusaurus/utils-common's CommonJS build requires whole for
//   its one helper, __importDefault: that package gets src/tslibImportDefault.ts instead
//   (tests/unit/trim-main-bundle.test.ts fails if it ever uses another helper);
// - comlink and the suggestion templates of the search box (~3.5 KB gzip), which are now
//   src/lazySearchBox.ts for the box (the search page keeps the originals);
// - the source path of every route's modules (~1.7 KB gzip), which only server rendering uses, from
//   the registry of route chunks (registryLoader.cjs, which also has each page's HTML list its
//   route's chunks);
// - half the bytes of the docs list in the global data (~1.2 KB gzip), which grew with every
//   reference page (compactGlobalDataLoader.cjs);
// - the name of every route chunk (~1.3 KB gzip) from the webpack runtime, which found each
//   chunk's file by it: files are named by chunk id instead;
// - the routes of the API reference's pages, ~38 bytes gzip each, with the registry entries of
//   their chunks and their docs' global data, which load as a few chunks, by area
//   (src/lazyRouteTable.ts): Docusaurus's preload, in the browser, adds a page's first, and server
//   rendering lists a page's chunk in its HTML (routesLoader.cjs's lazyRoutesChunkNames);
// - Docusaurus's table of every route chunk's id by name (ChunkAssetPlugin, ~9 bytes gzip per
//   reference page), which only route prefetching read: src/routePrefetch.ts finds a chunk's files
//   through its registry entry;
// - the file hashes of the chunks that only the reference's routes load, ~9 bytes gzip per
//   reference page, from the webpack runtime: they come with those routes (lazyChunkFiles.ts).
export default function trimMainBundlePlugin({ siteDir, generatedFilesDir, siteConfig }: LoadContext): Plugin {
  const resolve = (request: string) => resolveInstalled(siteDir, request);
  const coreClient = path.dirname(resolve('@docusaurus/core/lib/client/docusaurus.js'));
  // The generated reference's pages (typedoc.config.ts writes them to docs/api); its first page,
  // `/api`, stays in the main table.
  const lazyPrefix = `${siteConfig.baseUrl}api/`;
  const routeLoadFailure = path.join(siteDir, 'src/clientModules/routeLoadFailure.ts');
  const searchTheme = path.dirname(resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));
  return {
    name: 'trim-main-bundle',
    configureWebpack: (config, isServer) => {
      if (!isServer) config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      // With chunk files named by content hash (production builds), the runtime has a table of
      // their hashes, from which lazyChunkFiles.ts moves the reference's.
      const hashedChunkFiles = !isServer && String(config.output?.chunkFilename).includes('[contenthash');
      return {
        plugins: hashedChunkFiles ? [lazyChunkFilesPlugin(`${LAZY_ROUTES_CHUNK}-`)] : [],
        // Docusaurus names chunk files `[name].[contenthash:8].js` in production, `[name].js` in dev.
        output: !isServer && typeof config.output?.chunkFilename === 'string' ? { chunkFilename: config.output.chunkFilename.replace('[name]', '[id]') } : {},
        resolve: {
          alias: {
            [`${resolve('mark.js')}$`]: path.join(siteDir, 'src/lazyMark.ts'),
            // The client module is required by its path without extension.
            [`${resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '')}$`]: false,
          },
        },
        module: {
          rules: [
            {
              test: path.dirname(resolve('@docusaurus/utils-common')),
              resolve: { alias: { tslib$: path.join(siteDir, 'src/tslibImportDefault.ts') } },
            },
            {
              test: path.join(searchTheme, 'SearchBar'),
              resolve: {
                alias: Object.fromEntries(
                  ['searchByWorker', 'SearchBar/SuggestionTemplate', 'SearchBar/EmptyTemplate'].map((module) => [
                    `${path.join(searchTheme, module)}$`,
                    path.join(siteDir, 'src/lazySearchBox.ts'),
                  ]),
                ),
              },
            },
            {
              test: path.join(generatedFilesDir, 'registry.js'),
              loader: path.join(siteDir, 'src/plugins/registryLoader.cjs'),
              options: { build: isServer ? 'server' : 'client', lazyPrefix },
            },
            {
              test: path.join(generatedFilesDir, 'routes.js'),
              loader: path.join(siteDir, 'src/plugins/routesLoader.cjs'),
              options: {
                build: isServer ? 'server' : 'client',
                routeComponents: path.join(siteDir, 'src/lazyRouteComponent.ts'),
                lazyRouteTable: path.join(siteDir, 'src/lazyRouteTable.ts'),
                lazyPrefix,
                lazyChunkName: LAZY_ROUTES_CHUNK,
                lazyChunkCount: LAZY_ROUTES_CHUNK_COUNT,
                chunkFilesPlaceholder: hashedChunkFiles ? CHUNK_FILES_PLACEHOLDER : null,
              },
            },
            ...(isServer
              ? sourceEditRules(siteDir, {
                  [path.join(coreClient, 'serverEntry.js')]: [
                    ["import App from './App';", "import App from './App';\nimport { lazyRoutesChunkNames } from '@generated/routes';"],
                    ['const modules = new Set();', 'const modules = new Set(lazyRoutesChunkNames(pathname));'],
                  ],
                })
              : [
                  ...sourceEditRules(siteDir, {
                    // A first visit whose code failed to load shows the load-failure box, which is
                    // not the server's HTML: rendered afresh, not hydrated, React reports no
                    // mismatch (error #418) in the console.
                    [path.join(coreClient, 'clientEntry.js')]: [
                      ["import preload from './preload';", `import preload from './preload';\nimport { firstVisitLoadFailed } from ${JSON.stringify(routeLoadFailure)};`],
                      ['        if (hydrate) {', '        if (hydrate && !firstVisitLoadFailed()) {'],
                    ],
                    [path.join(coreClient, 'preload.js')]: [
                      ["import { matchRoutes } from 'react-router-config';", `import { matchRoutes } from 'react-router-config';\nimport { loadRoutesOrStandIn } from ${JSON.stringify(routeLoadFailure)};`],
                      ['export default function preload(pathname) {', 'export default function preload(pathname) {\n    return loadRoutesOrStandIn(pathname).then(() => preloadMatches(pathname));\n}\nfunction preloadMatches(pathname) {'],
                    ],
                  }),
                  {
                    test: path.join(generatedFilesDir, 'globalData.json'),
                    type: 'javascript/auto',
                    loader: path.join(siteDir, 'src/plugins/compactGlobalDataLoader.cjs'),
                    options: { lazyPrefix },
                  },
                ]),
          ],
        },
      };
    },
  };
}
