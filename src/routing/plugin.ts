import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { CHUNK_FILES_PLACEHOLDER, lazyChunkFilesPlugin } from './lazyChunkFiles';
import { resolveInstalled } from '../shared/resolveInstalled';
import { REFERENCE_FOLDER } from '../shared/siteLayout.mjs';
import { checkReplacedClient } from './replacedClient';

/** The name of the chunks of the routes that load apart from the main bundle, followed by each one's index. */
const LAZY_ROUTES_CHUNK = 'lazy-routes';
/**
 * How many reference pages a chunk of those routes holds at most, however the areas are laid out: each
 * reference page's first visit loads one. The number of chunks follows from the reference's size:
 * with fewer pages in each, there are more, and the main bundle names them all.
 */
export const LAZY_ROUTES_CHUNK_PAGES = 32;

/** Docusaurus's plugin that adds its table of chunk ids by name (`__webpack_require__.gca`) to the webpack runtime. */
export const CHUNK_ASSET_PLUGIN = '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js';

type PluginClass = abstract new (...args: never[]) => unknown;

/**
 * `plugins` without Docusaurus's ChunkAssetPlugin (an instance of `ChunkAssetPlugin`, the class
 * CHUNK_ASSET_PLUGIN exports): its table, which grows with every page, is read only by core's
 * prefetching, which routePrefetch.ts replaces. No option turns it off. Fails the build if there is
 * none to remove, so that a change in Docusaurus is seen, not a table silently back in every page.
 */
export function withoutChunkAssetPlugin<T>(plugins: T[], ChunkAssetPlugin: PluginClass): T[] {
  const kept = plugins.filter((plugin) => !(plugin instanceof ChunkAssetPlugin));
  if (kept.length === plugins.length)
    throw new Error(
      `src/routing/plugin.ts: Docusaurus's client build has no ChunkAssetPlugin (${CHUNK_ASSET_PLUGIN}) to remove: see whether its runtime table of chunk ids by name (__webpack_require__.gca) is still added, and update the removal`,
    );
  return kept;
}

// Routing and prefetching in the browser, kept small as the reference grows. Docusaurus's generated
// route table, registry and global data hold an entry for every page, and its main bundle, which
// every page loads, holds all of them. This plugin:
// - transforms those generated modules (each loader is headed by what it changes and why):
//   routes.js (routesLoader.cjs): each route's chunk names in place, components built when first
//   needed (lazyRouteComponent.ts), and the API reference's routes split off into a few chunks by
//   area, loaded when a reference page needs them (lazyRouteTable.ts, routeTable.cjs);
//   registry.js (registryLoader.cjs): no source paths, and the reference's entries with its routes;
//   globalData.json (compactGlobalDataLoader.cjs): most docs as their id alone;
// - names chunk files by id and moves the reference's chunks' file hashes out of the webpack
//   runtime (lazyChunkFiles.ts), and drops Docusaurus's table of chunk ids by name, which only its
//   prefetching read;
// - replaces core's client `docusaurus.js` (route prefetching) with routePrefetch.ts, and its
//   `@generated/routesChunkNames` table with routeChunkNames.ts;
// - fills the extension point that a patch adds to React Router, which then matches a route's path
//   without compiling a RegExp (staticPathMatcher.ts). Aliases name modules without extension, as
//   the modules that import them do.
// Server rendering keeps the whole table; its copy tells each reference page's HTML which routes
// chunk to list (patches/@docusaurus+core: serverEntry.js, through src/pageShell/siteHooks.server.ts).
export default function routingPlugin({ siteDir, generatedFilesDir, siteConfig }: LoadContext): Plugin {
  const ChunkAssetPlugin = (
    createRequire(path.join(siteDir, 'package.json'))(CHUNK_ASSET_PLUGIN) as { default: PluginClass }
  ).default;
  const coreClientFile = resolveInstalled(siteDir, '@docusaurus/core/lib/client/docusaurus.js');
  checkReplacedClient(coreClientFile);
  const coreClient = path.dirname(coreClientFile);
  const reactRouter = path.join(path.dirname(resolveInstalled(siteDir, 'react-router/package.json')), 'esm');
  const here = path.join(siteDir, 'src/routing');
  // The generated reference's pages (typedoc.config.ts writes them to docs/api); its first page,
  // `/api`, stays in the main table.
  const lazyPrefix = `${siteConfig.baseUrl}${REFERENCE_FOLDER}/`;
  return {
    name: 'routing',
    configureWebpack: (config, isServer, { currentBundler }) => {
      const build = isServer ? 'server' : 'client';
      // With chunk files named by content hash (production builds), the runtime has a table of
      // their hashes, from which lazyChunkFiles.ts moves the reference's.
      const hashedChunkFiles = !isServer && String(config.output?.chunkFilename).includes('[contenthash');
      if (!isServer) config.plugins = withoutChunkAssetPlugin(config.plugins ?? [], ChunkAssetPlugin);
      // Rspack's persistent cache is dropped when the site config or a module it imports changes;
      // the loaders here are named by path, not imported: listed, editing one rebuilds what it made.
      const cache = (config.experiments as { cache?: object } | undefined)?.cache
        ? { experiments: { cache: { buildDependencies: [here] } } }
        : {};
      const generatedModuleRules = [
        {
          test: path.join(generatedFilesDir, 'registry.js'),
          loader: path.join(here, 'registryLoader.cjs'),
          options: { build, lazyPrefix },
        },
        {
          test: path.join(generatedFilesDir, 'routes.js'),
          loader: path.join(here, 'routesLoader.cjs'),
          options: {
            build,
            routeComponents: path.join(here, 'lazyRouteComponent.ts'),
            lazyRouteTable: path.join(here, 'lazyRouteTable.ts'),
            lazyPrefix,
            lazyChunkName: LAZY_ROUTES_CHUNK,
            lazyChunkPages: LAZY_ROUTES_CHUNK_PAGES,
            chunkFilesPlaceholder: hashedChunkFiles ? CHUNK_FILES_PLACEHOLDER : null,
          },
        },
      ];
      if (isServer) return { ...cache, module: { rules: generatedModuleRules } };
      return {
        ...cache,
        plugins: [
          ...(hashedChunkFiles ? [lazyChunkFilesPlugin(`${LAZY_ROUTES_CHUNK}-`)] : []),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/routesChunkNames$/,
            path.join(here, 'routeChunkNames.ts'),
          ),
        ],
        // Docusaurus names chunk files `[name].[contenthash:8].js` in production, `[name].js` in dev.
        output:
          typeof config.output?.chunkFilename === 'string'
            ? { chunkFilename: config.output.chunkFilename.replace('[name]', '[id]') }
            : {},
        resolve: {
          alias: {
            [`${path.join(coreClient, 'docusaurus')}$`]: path.join(here, 'routePrefetch.ts'),
            [`${path.join(reactRouter, 'staticPathMatcher')}$`]: path.join(here, 'staticPathMatcher.ts'),
          },
        },
        module: {
          rules: [
            ...generatedModuleRules,
            {
              test: path.join(generatedFilesDir, 'globalData.json'),
              type: 'javascript/auto',
              loader: path.join(here, 'compactGlobalDataLoader.cjs'),
              options: { lazyPrefix },
            },
          ],
        },
      };
    },
  };
}
