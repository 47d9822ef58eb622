// A code block's Prism tokens with a checked example's types (src/codeBlocks/blockTypes.ts): the
// tokens are cut where identifiers start and end, and each identifier's token carries its popup.
import type { Token } from 'prism-react-renderer';
import type { BlockTypes, TypeNote } from './blockTypes';

/** A Prism token, with the popup of the identifier it is, or the `^?` query answered under its line. */
export type TypedToken = Token & { note?: TypeNote; query?: { column: number; note: TypeNote } };

/** For each line shown, the line of `input` it is: magic comment lines are not shown. */
export function shownLines(input: string, shown: string): number[] {
  const inputLines = input.replace(/\r?\n$/, '').split(/\r?\n/);
  let next = 0;
  return shown.split('\n').map((line) => {
    while (next < inputLines.length && inputLines[next] !== line) next++;
    return next++;
  });
}

/** `line`'s tokens cut where identifiers start and end, each identifier's token with its popup. */
export function withTypes(line: Token[], spans: BlockTypes['spans'], notes: TypeNote[]): TypedToken[] {
  const cuts = spans.flatMap(([, column, length]) => [column, column + length]);
  const tokens: TypedToken[] = [];
  let start = 0;
  for (const token of line) {
    const end = start + token.content.length;
    const inside = [start, ...cuts.filter((cut) => cut > start && cut < end), end];
    for (let i = 0; i + 1 < inside.length; i++) {
      // An empty token (Prism starts some lines with one) is no identifier.
      const span = inside[i] < inside[i + 1] && spans.find(([, column]) => column === inside[i]);
      const content = token.content.slice(inside[i] - start, inside[i + 1] - start);
      tokens.push({ ...token, content, ...(span && { note: notes[span[3]] }) });
    }
    start = end;
  }
  return tokens;
}

export function typedLines(
  lines: Token[][],
  types: BlockTypes | undefined,
  input: string,
  shown: string,
): TypedToken[][] {
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
