// The content of a highlighted code block, as the stock one (Prism's tokens, the stock lines) with
// the types of a checked TypeScript example: each identifier's token carries its popup, and each
// `// ^?` query a line under its target (typedTokens.ts; rendered by src/theme/CodeBlock/Line/Token). It is what
// the server renders and what the browser renders after a client-side navigation; the types are
// those the page registered (typesSource.ts): at hand on the server, fetched in the browser, where
// the block shows without them until they arrive.
import { forwardRef, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import { TYPED_LANGUAGES, blockKey, type BlockTypes } from './blockTypes';
import { typedLines } from './typedTokens';
import { useVersionRoot } from '../versioning/useVersionRoot';
import { loadBlockTypes, readBlockTypes } from './typesSource';

/** The block's types: at once on the server or if already fetched, else after they are fetched. */
function useBlockTypes(language: string, code: string): BlockTypes | undefined {
  const version = useVersionRoot();
  const key = TYPED_LANGUAGES.has(language)
    ? blockKey(language, code, version.isLast ? undefined : version.name)
    : undefined;
  const [types, setTypes] = useState(() => (key ? readBlockTypes(key) : undefined));
  useEffect(() => {
    if (!key || types) return undefined;
    let mounted = true;
    loadBlockTypes(key).then((loaded) => mounted && setTypes(loaded));
    return () => {
      mounted = false;
    };
  }, [key, types]);
  return types;
}

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre
      ref={ref}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable, as the stock block
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

export default function TypedContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const { code, codeInput, language, lineNumbersStart, lineClassNames } = metadata;
  const types = useBlockTypes(language, codeInput.replace(/\r?\n$/, ''));
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <Pre
          ref={wordWrap.codeBlockRef}
          className={clsx(classNameProp, className)}
          style={style}
          // With types, the arrow keys move between its identifiers (typeNavigation.ts).
          aria-keyshortcuts={types?.spans.length ? 'ArrowLeft ArrowRight ArrowUp ArrowDown' : undefined}
        >
          <code
            className={clsx(
              styles.codeBlockLines,
              lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
            )}
            style={lineNumbersStart === undefined ? undefined : { counterReset: `line-count ${lineNumbersStart - 1}` }}
          >
            {typedLines(tokens, types, codeInput, code).map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </code>
        </Pre>
      )}
    </Highlight>
  );
}
