import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

type Edit = [find: string, replace: string];

// Shortens the main-thread tasks of a page's first load that come from Docusaurus's client code
// rather than from the page (Lighthouse counts every task over 50 ms as blocking):
// - route prefetching: core's client `docusaurus.js`, the `window.docusaurus` that links call when
//   they scroll into view, becomes src/routePrefetch.ts;
// - the route table builds each route's component when first needed (src/lazyRouteComponent.ts),
//   and holds each route's chunk names itself (src/plugins/routesLoader.cjs), which also keeps
//   bytes that every reference page added out of the main bundle;
// - every script asks the browser to compile all its functions at once, see below;
// - small edits of modules of Docusaurus, of React Router, which it uses, and of the search box
//   (sourceEditLoader.cjs), each explained below.
export default function shortTasksPlugin({ siteDir, generatedFilesDir }: LoadContext): Plugin {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const coreClient = path.dirname(resolve('@docusaurus/core/lib/client/docusaurus.js'));
  const themeCommonLib = path.dirname(resolve('@docusaurus/theme-common'));
  const reactRouter = path.join(path.dirname(resolve('react-router/package.json')), 'esm/react-router.js');
  const searchBar = resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx');
  const edits: Record<string, Edit[]> = {
    // useShallowMemoObject, which every code block runs, sorts option names with localeCompare, and
    // a page's first localeCompare sets up the ICU collator: a 15 ms stall during hydration. The
    // names are plain ASCII, so comparing them with < gives the same order.
    [path.join(themeCommonLib, 'utils/reactUtils.js')]: [
      ['a[0].localeCompare(b[0])', '(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)'],
    ],
    // Finding the page's route compiled a RegExp for every route tried (src/staticPathMatcher.ts).
    [reactRouter]: [
      ["import pathToRegexp from 'path-to-regexp';", `import pathToRegexp from 'path-to-regexp';\nimport staticPathMatcher from ${JSON.stringify(path.join(siteDir, 'src/staticPathMatcher.ts'))};`],
      ['var regexp = pathToRegexp(path, keys, options);', 'var regexp = staticPathMatcher(path, options) || pathToRegexp(path, keys, options);'],
    ],
    // Right after hydration, state changes made by effects re-render parts of the page in one long
    // task. Those below become transitions, which React renders in short slices; nothing on screen
    // depends on them before that. ("Now in the browser", which code block buttons wait for, stays
    // urgent: as a transition, it made the search results page drop the query given in its URL.)
    // - Every code block rendered again once mounted: useTabBecameVisibleCallback's state starts as
    //   undefined and is then set to null (no hidden tab around the block), which React counts as a
    //   change; it now starts as null. Whether the code scrolls sideways (for the word-wrap button)
    //   becomes a transition.
    [path.join(themeCommonLib, 'hooks/useCodeWordWrap.js')]: [
      ["import { useState, useCallback, useEffect, useRef } from 'react';", "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';"],
      ['const [hiddenTabElement, setHiddenTabElement] = useState();', 'const [hiddenTabElement, setHiddenTabElement] = useState(null);'],
      ['setIsCodeScrollable(isScrollable);', 'startTransition(() => setIsCodeScrollable(isScrollable));'],
    ],
    // - The window size (mobile or desktop sidebar and table of contents).
    [path.join(themeCommonLib, 'hooks/useWindowSize.js')]: [
      ["import { useEffect, useState } from 'react';", "import { startTransition, useEffect, useState } from 'react';"],
      ['        updateWindowSize();\n', '        startTransition(updateWindowSize);\n'],
    ],
  };
  // The search box set itself up (autocomplete.js, a 120 ms task on a slow phone) as soon as the
  // page was idle; src/clientModules/searchPrewarm.ts now only fetches what it needs then, and calls
  // the box's own loader of its script for that, so that the same chunks are fetched. Server
  // rendering, which imports that client module too, gets this edit as well.
  const bothBuildsEdits: Record<string, Edit[]> = {
    [searchBar]: [['async function fetchAutoCompleteJS()', 'export async function fetchAutoCompleteJS()']],
  };
  const sourceEditRules = (fileEdits: Record<string, Edit[]>) =>
    Object.entries(fileEdits).map(([file, edits]) => ({
      test: file,
      loader: path.join(siteDir, 'src/plugins/sourceEditLoader.cjs'),
      options: { edits },
    }));
  return {
    name: 'short-tasks',
    configureWebpack: (config, isServer, { currentBundler }) => {
      // Rspack's persistent cache is dropped when the site config or a module it imports changes.
      // The loaders of this directory (this plugin's and trimMainBundle.ts's) are named by path, not
      // imported: listed too, editing one rebuilds what it made.
      const loadersAsCacheDependencies = (config.experiments as { cache?: object } | undefined)?.cache
        ? { experiments: { cache: { buildDependencies: [path.join(siteDir, 'src/plugins/')] } } }
        : {};
      return isServer
        ? { ...loadersAsCacheDependencies, module: { rules: sourceEditRules(bothBuildsEdits) } }
        : {
            ...loadersAsCacheDependencies,
            plugins: [
              // V8 compiles a function when it first runs, on the main thread: for the main
              // bundle's modules, all run as a page starts, that was ~40% of the bundle's start-up
              // task, and a page's own chunks added as much again. Their functions nearly all run
              // once loaded, so with this explicit compile hint (Chromium 136+) the browser
              // compiles them at once, while the file downloads, on another thread: at 4× CPU
              // slowdown, compiling on the main thread during a first visit fell from ~600 to ~60
              // ms. Added after minification, which would drop the comment.
              new currentBundler.instance.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /\.js$/,
                stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
              // See src/routeChunkNames.ts.
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^@generated\/routesChunkNames$/,
                path.join(siteDir, 'src/routeChunkNames.ts'),
              ),
            ],
            resolve: {
              alias: {
                // clientEntry.js imports it by its path without extension.
                [`${path.join(coreClient, 'docusaurus')}$`]: path.join(siteDir, 'src/routePrefetch.ts'),
              },
            },
            module: {
              rules: [
                {
                  test: path.join(generatedFilesDir, 'routes.js'),
                  loader: path.join(siteDir, 'src/plugins/routesLoader.cjs'),
                  options: { routeComponents: path.join(siteDir, 'src/lazyRouteComponent.ts') },
                },
                ...sourceEditRules({ ...edits, ...bothBuildsEdits }),
              ],
            },
          };
    },
  };
}
