// Wrapped so that a page hydrates its code blocks without Prism. Highlighting code in the browser
// cost every docs page ~26 KB gzip of JavaScript and most of its hydration time, yet the HTML
// already holds the highlighted code: a block hydrated from that HTML keeps it as it is, and Prism
// (with the stock component) loads only for blocks rendered later, after a client-side navigation.
import React, { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';

// Shown while Prism loads, and for good if it cannot (offline): the same code, unhighlighted.
function PlainContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable, as the stock block
      tabIndex={0}
      className={clsx(className, 'prism-code', 'thin-scrollbar')}>
      <code>{metadata.code}</code>
    </pre>
  );
}

// The chunk is prefetched (downloaded, not run) when a docs page has loaded, so that code shown
// after a client-side navigation is highlighted at once, offline too.
const HighlightedContent = lazy(() =>
  import(
    /* webpackChunkName: "code-highlighter", webpackPrefetch: true */ '@theme-original/CodeBlock/Content'
  ).catch(() => ({ default: PlainContent })),
);

// React leaves an element's children alone when its inner HTML is unchanged, and hydration neither
// checks nor patches inner HTML: so the server-rendered, highlighted lines stay as they are. The
// object is shared so that each render passes the same, unchanged value.
const SERVER_RENDERED_LINES = { __html: '' };

function HydratedContent(): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  return <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={SERVER_RENDERED_LINES} suppressHydrationWarning />;
}

// True on the server and while the browser hydrates server-rendered HTML (React then reads the
// server snapshot), false when a block is rendered afresh in the browser.
const noSubscription = () => () => {};
function useIsHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

export default function CodeBlockContent(props: Props): ReactNode {
  const hydrating = useIsHydrating();
  // Kept for the block's lifetime: it keeps its server-rendered lines through later renders.
  const [hydrated] = useState(hydrating && ExecutionEnvironment.canUseDOM);
  if (hydrated) return <HydratedContent />;
  // No Suspense boundary on the server: rendering waits for the component, and the HTML has no
  // boundary that the hydrating browser, which renders none, would have to match.
  if (!ExecutionEnvironment.canUseDOM) return <HighlightedContent {...props} />;
  return (
    <Suspense fallback={<PlainContent {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
