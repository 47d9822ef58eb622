// What a TypeScript example's fence and lines say, for the build's check (exampleTypes.ts), the
// page examples of the symbol index (pageExample.ts) and the docs' own tests: the fence's flags
// (`unchecked`, `live`, `noInline`, `signature`), the heading that opens a page's examples, and the
// `// ^?` lines that ask for a type and are not shown.
import { TYPED_LANGUAGES, blockLanguage } from './blockTypes';

export interface ExampleBlock {
  code: string;
  lang: string;
  /** What follows the language on the fence, such as `title="a.ts"` or `signature`. */
  meta: string;
  /** 1-based page line of the block's first code line. */
  firstLine: number;
}

/** The fence flag of a block meant to be incomplete: it is neither checked nor annotated. */
export const UNCHECKED_FLAG = 'unchecked';

/** The fence flag of a block that runs in the reader's browser (react-live's playground). */
export const LIVE_FLAG = 'live';

/** The flag of a live block that is statements calling `render(…)`, not one expression. */
export const NO_INLINE_FLAG = 'noInline';

/** A heading whose section holds a page's examples. */
export const EXAMPLE_HEADING = /^Examples?$/;

const QUERY_LINE = /^\s*\/\/\s*\^\?\s*$/;

/** Whether a fence's meta carries `flag`. */
export const hasFlag = (meta: string, flag: string) => new RegExp(`(^|\\s)${flag}(\\s|$)`).test(meta);

/** Whether the build checks the block: TypeScript (a fence without a language is), not flagged `unchecked`. */
export const isCheckedExample = (lang: string | null | undefined, meta: string | null | undefined): boolean =>
  TYPED_LANGUAGES.has(blockLanguage(lang)) && !hasFlag(meta ?? '', UNCHECKED_FLAG);

/** The code without `// ^?` lines, and each query as the line (of that code) and column it points at. */
export function withoutQueries(code: string): {
  code: string;
  queries: { line: number; column: number }[];
  kept: number[];
} {
  const kept: number[] = [];
  const lines: string[] = [];
  const queries: { line: number; column: number }[] = [];
  code.split('\n').forEach((text, index) => {
    if (QUERY_LINE.test(text) && lines.length) {
      queries.push({ line: lines.length - 1, column: text.indexOf('^') });
    } else {
      kept.push(index);
      lines.push(text);
    }
  });
  return { code: lines.join('\n'), queries, kept };
}

/** A block's code as the build compiles it and its page shows it: without its `// ^?` lines. */
export const codeWithoutQueries = (code: string): string => withoutQueries(code).code;
