// Wrapped so that a page hydrates its code blocks without Prism. Highlighting code in the browser
// cost every docs page ~26 KB gzip of JavaScript and most of its hydration time, yet the HTML
// already holds the highlighted code: a block hydrated from that HTML keeps it as it is, and Prism
// (with the stock component) loads only for blocks rendered later, after a client-side navigation.
import { lazy, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { loadCodeHighlighter, loadedCodeHighlighter } from '@site/src/codeBlocks/highlighter';

/* eslint-disable react-hooks/refs -- the word-wrap hook's ref object is handed to `ref`, not read while rendering */

// Shown while Prism loads, and for good if it cannot (offline): the same code, unhighlighted.
function PlainContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable, as the stock block
      tabIndex={0}
      className={clsx(className, 'prism-code', 'thin-scrollbar')}
    >
      <code>{metadata.code}</code>
    </pre>
  );
}

// On the server, rendering waits for the highlighter's chunk.
const ServerContent = lazy(() => loadCodeHighlighter().then((component) => ({ default: component })));

// In the browser, after hydration: highlighted once the chunk has run (at once if it already has),
// plain until then, and for good if it cannot load. No Suspense boundary: React reveals a boundary's
// content no sooner than 300 ms after its fallback, which left code plain that long after the chunk
// had loaded.
function BrowserContent(props: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState(loadedCodeHighlighter);
  useEffect(() => {
    if (Highlighted) return undefined;
    let mounted = true;
    loadCodeHighlighter().then(
      (component) => mounted && setHighlighted(() => component),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Highlighted]);
  return Highlighted ? <Highlighted {...props} /> : <PlainContent {...props} />;
}

// React leaves an element's children alone when its inner HTML is unchanged, and hydration neither
// checks nor patches inner HTML or attributes: so the server-rendered, highlighted lines stay as
// they are. The object is shared so that each render passes the same, unchanged value.
const SERVER_RENDERED_LINES = { __html: '' };

function HydratedContent({ setHydrated }: { setHydrated: (hydrated: boolean) => void }): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  // No lines means that React rendered the block afresh instead of hydrating it, as it does for the
  // whole page when the HTML does not match (a browser extension may have edited it): highlight it.
  // (The empty `code` element keeps the word-wrap button's checks working until then.)
  useLayoutEffect(() => {
    if (!wordWrap.codeBlockRef.current?.querySelector('code')?.hasChildNodes()) setHydrated(false);
  }, [wordWrap.codeBlockRef, setHydrated]);
  return (
    <pre ref={wordWrap.codeBlockRef}>
      <code dangerouslySetInnerHTML={SERVER_RENDERED_LINES} suppressHydrationWarning />
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  // False while the browser hydrates the server-rendered page, true for blocks rendered afterwards.
  // (useSyncExternalStore could tell the same, but its switch from the server's value makes React
  // render every block again, synchronously, in one long task right after hydration.)
  const isBrowser = useIsBrowser();
  // Kept for the block's lifetime: it keeps its server-rendered lines through later renders.
  const [hydrated, setHydrated] = useState(ExecutionEnvironment.canUseDOM && !isBrowser);
  if (hydrated) return <HydratedContent setHydrated={setHydrated} />;
  // No Suspense boundary on the server: rendering waits for the component, and the HTML has no
  // boundary that the hydrating browser, which renders none, would have to match.
  if (!ExecutionEnvironment.canUseDOM) return <ServerContent {...props} />;
  return <BrowserContent {...props} />;
}
