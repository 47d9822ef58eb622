import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { minifiedScriptEdits, resolveInstalled, sourceEditRules, type Edit } from './sourceEdits';

// Where DevTools are attached to a page (Lighthouse, or a reader's browser with DevTools open), V8
// records a stack with line numbers for every Error created, and for a function on that stack it
// has not yet mapped to lines, it parses the function again. Two huge functions were on the stack
// when React DOM created its first Error: the main bundle's top-level code (~600 KB) and React
// DOM's module (~200 KB). On Getting started that cost 40–55 ms in the start-up task (~200 ms at 4×
// CPU slowdown), where the same line takes ~1 ms without DevTools. So:
// - the main bundle's top-level code only hands its chunk to webpack in a microtask, which runs as
//   soon as that code is done (before the next script), so it is no longer on the stack while the
//   modules run (deferMainChunkStartup);
// - React DOM's five marker errors, below, are made without the Error constructor.
export function deferMainChunkStartup(file: string, source: string, chunkLoadingGlobal: string): string {
  const push = `(${chunkLoadingGlobal}=${chunkLoadingGlobal}||[]).push(`;
  if (source.indexOf(push) === -1 || source.indexOf(push) !== source.lastIndexOf(push)) {
    throw new Error(`${file}: expected one ${push} in the minified main bundle (src/plugins/shortTasks.ts)`);
  }
  return source.replace(push, `(function(chunk){queueMicrotask(function(){${push}chunk)})})(`);
}

/** Applies deferMainChunkStartup to the main chunk once minified. */
export const mainChunkStartupDeferral = minifiedScriptEdits('short-tasks', (compilation) => {
  const { globalObject, chunkLoadingGlobal } = compilation.outputOptions;
  const scripts = [...(compilation.namedChunks.get('main')?.files ?? [])].filter((file) => file.endsWith('.js'));
  return Object.fromEntries(scripts.map((file) => [file, (source: string) => deferMainChunkStartup(file, source, `${globalObject}.${chunkLoadingGlobal}`)]));
});

// Shortens the main-thread tasks of a page's first load that come from Docusaurus's client code
// rather than from the page (Lighthouse counts every task over 50 ms as blocking):
// - route prefetching: core's client `docusaurus.js`, the `window.docusaurus` that links call when
//   they scroll into view, becomes src/routePrefetch.ts;
// - the route table builds each route's component when first needed (src/lazyRouteComponent.ts),
//   and holds each route's chunk names itself (src/plugins/routesLoader.cjs, added by
//   trimMainBundle.ts: it also keeps bytes that each reference page added out of the main bundle);
// - every script asks the browser to compile all its functions at once, see below;
// - what DevTools (and so Lighthouse) add to the start-up task, see deferMainChunkStartup above;
// - small edits of modules of Docusaurus, of React Router and React DOM, which it uses, and of the
//   search box (sourceEdits.ts), each explained below.
export default function shortTasksPlugin({ siteDir }: LoadContext): Plugin {
  const resolve = (request: string) => resolveInstalled(siteDir, request);
  const coreClient = path.dirname(resolve('@docusaurus/core/lib/client/docusaurus.js'));
  const themeCommonLib = path.dirname(resolve('@docusaurus/theme-common'));
  const reactRouter = path.join(path.dirname(resolve('react-router/package.json')), 'esm/react-router.js');
  const reactDomClient = path.join(path.dirname(resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
  const helmet = path.join(path.dirname(resolve('react-helmet-async/package.json')), 'lib/index.module.js');
  const searchBar = resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx');
  const edits: Record<string, Edit[]> = {
    // useShallowMemoObject, which every code block runs, sorts option names with localeCompare, and
    // a page's first localeCompare sets up the ICU collator: a 15 ms stall during hydration. The
    // names are plain ASCII, so comparing them with < gives the same order.
    [path.join(themeCommonLib, 'utils/reactUtils.js')]: [
      ['a[0].localeCompare(b[0])', '(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)'],
    ],
    // Finding the page's route compiled a RegExp for every route tried (src/staticPathMatcher.ts).
    // And a path matches a route only in the route's own letter case, as on the static host: it
    // answers `/mutate/API` with the not-found page, which the browser then hydrated as the API
    // page (a hydration error, and the page's content swapped).
    [reactRouter]: [
      ['sensitive = _options$sensitive === void 0 ? false : _options$sensitive;', 'sensitive = _options$sensitive === void 0 ? true : _options$sensitive;'],
      ["import pathToRegexp from 'path-to-regexp';", `import pathToRegexp from 'path-to-regexp';\nimport staticPathMatcher from ${JSON.stringify(path.join(siteDir, 'src/staticPathMatcher.ts'))};`],
      ['var regexp = pathToRegexp(path, keys, options);', 'var regexp = staticPathMatcher(path, options) || pathToRegexp(path, keys, options);'],
    ],
    // React DOM makes five errors as it loads that it only throws and recognises by identity (a
    // hydration mismatch, a suspended render). See deferMainChunkStartup: made as plain objects with
    // Error's prototype, they record no stack, and keep their message.
    [reactDomClient]: [
      ['var SuspenseException = Error(formatProdErrorMessage(460)),', 'function markerError(message) {\n  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });\n}\nvar SuspenseException = markerError(formatProdErrorMessage(460)),'],
      ['SuspenseyCommitException = Error(formatProdErrorMessage(474)),', 'SuspenseyCommitException = markerError(formatProdErrorMessage(474)),'],
      ['SuspenseActionException = Error(formatProdErrorMessage(542)),', 'SuspenseActionException = markerError(formatProdErrorMessage(542)),'],
      ['HydrationMismatchException = Error(formatProdErrorMessage(519));', 'HydrationMismatchException = markerError(formatProdErrorMessage(519));'],
      ['var SelectiveHydrationException = Error(formatProdErrorMessage(461)),', 'var SelectiveHydrationException = markerError(formatProdErrorMessage(461)),'],
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
    // Hydration is a transition, rendered in slices, and each head (react-helmet-async) applied the
    // page's head in the first animation frame after it rendered: between two slices, that was
    // the site's defaults alone, so every page's title read "Mutate" for a frame or two (~30 ms)
    // as the page went live. A head now applies it once mounted, when the whole page has rendered.
    // (Server rendering, where nothing mounts, keeps the original.)
    [helmet]: [
      [
        'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())}',
        'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this))},r.componentDidMount=function(){this.emitChange()}',
      ],
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
  return {
    name: 'short-tasks',
    configureWebpack: (config, isServer, { currentBundler }) => {
      // Rspack's persistent cache is dropped when the site config or a module it imports changes.
      // The loaders of this directory (used here, in searchFixes.ts and trimMainBundle.ts) are named
      // by path, not imported: listed too, editing one rebuilds what it made.
      const loadersAsCacheDependencies = (config.experiments as { cache?: object } | undefined)?.cache
        ? { experiments: { cache: { buildDependencies: [path.join(siteDir, 'src/plugins/')] } } }
        : {};
      return isServer
        ? { ...loadersAsCacheDependencies, module: { rules: sourceEditRules(siteDir, bothBuildsEdits) } }
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
              // See deferMainChunkStartup; minified code only (the development server's and
              // `docusaurus build --no-minify`'s differ).
              ...(config.optimization?.minimize ? [mainChunkStartupDeferral] : []),
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
                ...sourceEditRules(siteDir, { ...edits, ...bothBuildsEdits }),
              ],
            },
          };
    },
  };
}
