// The "code-highlighter" chunk: Prism with the stock code block content, which renders code shown
// after a client-side navigation (src/theme/CodeBlock/Content). Nothing fetches it on a first
// visit: it loads on the first sign that the reader is about to navigate, a link hovered, touched or
// focused (src/routing/routePrefetch.ts), so that the next page's code is highlighted from its first
// render rather than shown plain while the chunk runs.
import type { ComponentType } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Props } from '@theme/CodeBlock/Content';

let loaded: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;

/** The highlighting content component if its chunk has run, else undefined. */
export function loadedCodeHighlighter(): ComponentType<Props> | undefined {
  return loaded;
}

/** Runs the chunk (once); a failed load (offline) rejects, and a later call tries again. */
export function loadCodeHighlighter(): Promise<ComponentType<Props>> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './highlighterContent').then(
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
