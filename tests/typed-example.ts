import { readFileSync } from 'node:fs';

// Getting started's example with a `^?` line, as its source writes it and as a reader copies it:
// without its magic comment and its query line. Shared by the copy button's end-to-end test and
// the Markdown twins' test.
const source = readFileSync('docs/guides/getting-started.mdx', 'utf8');
const block = [...source.matchAll(/^```ts\n([\s\S]*?)^```$/gm)]
  .map(([, code]) => code)
  .find((code) => /\^\?/.test(code))!;

export const queryExampleCode = block
  .trimEnd()
  .split('\n')
  .filter((line) => !/^\s*\/\/\s*(highlight-|\^\?)/.test(line))
  .join('\n');
