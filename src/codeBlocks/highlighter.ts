// The "code-highlighter" chunk: Prism with the stock code block content, which renders code shown
// after a client-side navigation (src/theme/CodeBlock/Content). It is prefetched (downloaded, not
// run) once a page has loaded, and run on the first sign that the reader is about to navigate: a
// link hovered or touched (src/routing/routePrefetch.ts), so that the next page's code is highlighted
// from its first render rather than shown plain while the chunk runs.
import type { ComponentType } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Props } from '@theme/CodeBlock/Content';
import { onConstrainedConnection } from '../shared/connection';

// Webpack prefetches the chunk (`webpackPrefetch` below) through its prefetch handlers once the
// main bundle has run, which is after this module. Like route prefetching, not on a 2G-type
// connection or with data-saver (spec §2.3): without handlers, webpack prefetches nothing.
if (ExecutionEnvironment.canUseDOM && onConstrainedConnection()) __webpack_require__.F = {};

let loaded: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;

/** The highlighting content component if its chunk has run, else undefined. */
export function loadedCodeHighlighter(): ComponentType<Props> | undefined {
  return loaded;
}

/** Runs the chunk (once); a failed load (offline) rejects, and a later call tries again. */
export function loadCodeHighlighter(): Promise<ComponentType<Props>> {
  loading ??= import(/* webpackChunkName: "code-highlighter", webpackPrefetch: true */ './highlighterContent').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// The chunk also holds the keys that move between a code block's types (typeNavigation.ts): a block
// taking focus loads it, before the reader's first arrow key.
if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('focusin', (event) => {
    if ((event.target as Element).localName === 'pre') loadCodeHighlighter().catch(() => undefined);
  });
}
