// The content of a highlighted code block, as the stock one (Prism's tokens, the stock lines) with
// the types of a checked TypeScript example: each identifier's token carries its popup, and each
// `// ^?` query a line under its target (rendered by src/theme/CodeBlock/Line/Token). It is what
// the server renders and what the browser renders after a client-side navigation; the types come
// from the block's JSON file (src/codeBlocks/remarkTypedExamples.ts), read from disk on the server
// and fetched in the browser, where the block shows without them until they arrive.
import { forwardRef, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight, type Token } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { Props } from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import { BLOCK_TYPES_FOLDER, blockKey, type BlockTypes, type TypeNote } from './blockTypes';
import { loadBlockTypes, readBlockTypes } from './typesSource';

/** A Prism token, with the popup of the identifier it is, or the `^?` query answered under its line. */
export type TypedToken = Token & { note?: TypeNote; query?: { column: number; note: TypeNote } };

const TYPED_LANGUAGES = new Set(['ts', 'typescript', 'tsx']);

/** For each line shown, the line of `input` it is: magic comment lines are not shown. */
function shownLines(input: string, shown: string): number[] {
  const inputLines = input.replace(/\r?\n$/, '').split(/\r?\n/);
  let next = 0;
  return shown.split('\n').map((line) => {
    while (next < inputLines.length && inputLines[next] !== line) next++;
    return next++;
  });
}

/** `line`'s tokens cut where identifiers start and end, each identifier's token with its popup. */
function withTypes(line: Token[], spans: BlockTypes['spans'], notes: TypeNote[]): TypedToken[] {
  const cuts = spans.flatMap(([, column, length]) => [column, column + length]);
  const tokens: TypedToken[] = [];
  let start = 0;
  for (const token of line) {
    const end = start + token.content.length;
    const inside = [start, ...cuts.filter((cut) => cut > start && cut < end), end];
    for (let i = 0; i + 1 < inside.length; i++) {
      const span = spans.find(([, column]) => column === inside[i]);
      const content = token.content.slice(inside[i] - start, inside[i + 1] - start);
      tokens.push({ ...token, content, ...(span && { note: notes[span[3]] }) });
    }
    start = end;
  }
  return tokens;
}

function typedLines(lines: Token[][], types: BlockTypes | undefined, input: string, shown: string): TypedToken[][] {
  if (!types) return lines;
  const inputLine = shownLines(input, shown);
  return lines.map((line, i) => {
    const tokens = withTypes(
      line,
      types.spans.filter(([l]) => l === inputLine[i]),
      types.notes,
    );
    const queries = types.queries.filter(([l]) => l === inputLine[i]);
    return [
      ...tokens,
      ...queries.map(([, column, note]) => ({
        types: ['plain'],
        content: '',
        query: { column, note: types.notes[note] },
      })),
    ];
  });
}

/** The block's types: at once on the server or if already fetched, else after they are fetched. */
function useBlockTypes(language: string, code: string): BlockTypes | undefined {
  const key = TYPED_LANGUAGES.has(language) ? blockKey(language, code) : undefined;
  const url = useBaseUrl(`/${BLOCK_TYPES_FOLDER}/${key}.json`);
  const [types, setTypes] = useState(() => (key ? readBlockTypes(key) : undefined));
  useEffect(() => {
    if (!key || types) return undefined;
    let mounted = true;
    loadBlockTypes(key, url).then((loaded) => mounted && setTypes(loaded));
    return () => {
      mounted = false;
    };
  }, [key, url, types]);
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
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
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
