import { describe, expect, it } from 'vitest';
import { firstPageExample, mdxTree } from '../../src/codeBlocks/pageExample';

// The first example of a hand-written page, as the symbol index gives it to the API the page is
// about (src/codeBlocks/pageExample.ts): read from the page's MDX source.

const magicComments = [{ line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];
const fence = (meta: string, ...lines: string[]) => ['```' + meta, ...lines, '```'].join('\n');

describe('firstPageExample', () => {
  it('takes the first TypeScript block under Examples, in a subsection too, not the signature before it', () => {
    const page = [
      "import Tabs from '@theme/Tabs';",
      '## Signature',
      fence('ts signature', 'declare function get(name: string): Collector;'),
      '<Tabs>text</Tabs>',
      '## Examples',
      '### Read what a collector holds',
      fence('ts', "const results = collect.get('results');"),
      fence('ts', 'const second = 2;'),
    ].join('\n\n');
    expect(firstPageExample(mdxTree(page), magicComments)).toBe("const results = collect.get('results');");
  });

  it('shows the code as the page does: no query lines or magic comments', () => {
    const page = [
      '## Example',
      fence(
        'ts',
        "const titles = collect('h1', 'title');",
        '//    ^?',
        '// highlight-next-line',
        'titles.pause();',
        '// highlight-start',
        '// A comment of the example.',
        '// highlight-end',
      ),
    ].join('\n\n');
    expect(firstPageExample(mdxTree(page), magicComments)).toBe(
      "const titles = collect('h1', 'title');\ntitles.pause();\n// A comment of the example.",
    );
  });

  it('leaves out unchecked blocks, other languages, and blocks outside an Examples section', () => {
    const page = [
      fence('ts', 'const before = 1;'),
      '## Examples',
      fence('ts unchecked', 'collect(…);'),
      fence('html', '<div></div>'),
      '## Behaviour',
      fence('ts', 'const after = 1;'),
    ].join('\n\n');
    expect(firstPageExample(mdxTree(page), magicComments)).toBeUndefined();
  });
});
