import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Shortens the main-thread tasks of a page's first load that come from Docusaurus's client code
// rather than from the page (Lighthouse counts every task over 50 ms as blocking):
// - route prefetching: core's client `docusaurus.js`, the `window.docusaurus` that links call when
//   they scroll into view, becomes src/routePrefetch.ts;
// - theme-common's useShallowMemoObject sorts without the ICU collator (shallowMemoSortLoader.cjs).
export default function shortTasksPlugin({ siteDir }: LoadContext): Plugin {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const themeCommonLib = path.dirname(resolve('@docusaurus/theme-common'));
  return {
    name: 'short-tasks',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            resolve: {
              alias: {
                // clientEntry.js imports it by its path without extension.
                [`${resolve('@docusaurus/core/lib/client/docusaurus.js').replace(/\.js$/, '')}$`]: path.join(siteDir, 'src/routePrefetch.ts'),
              },
            },
            module: {
              rules: [
                { test: path.join(themeCommonLib, 'utils/reactUtils.js'), loader: path.join(siteDir, 'src/plugins/shallowMemoSortLoader.cjs') },
              ],
            },
          },
  };
}
