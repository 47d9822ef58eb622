import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedSignatures } from '../../src/codeBlocks/exampleChecks';
import { isCheckedExample } from '../../src/codeBlocks/exampleFences';
import { createExampleChecker } from '../../src/codeBlocks/exampleTypes';
import { createReferencePages } from '../../src/provenance/referencePages';
import { declarationsDir } from '../../src/provenance/codeApis';
import { repositoryRoot as root } from '../../src/shared/repositoryRoot';
import { builtOutput } from './built-output';

// The examples of the hand-written pages and of the doc comments in the declarations (their
// @example blocks, shown on the reference pages). The build compiles each TypeScript block against
// the declarations (src/codeBlocks/exampleTypes.ts); these tests run that same check on sample
// pages, to show what it reports, and hold the examples to what a compiler does not see: a
// signature for each operation page, collectors that exist, lines that fit a phone.

const docsDir = path.join(root, 'docs');
const { referenceDir } = builtOutput();
const MAX_LINE = 80;
const TS_LANGS = new Set(['ts', 'typescript']);

interface CodeBlock {
  /** Page path relative to the repository root. */
  page: string;
  /** 1-based position of the block among the page's code blocks. */
  index: number;
  lang: string;
  /** What follows the language on the opening fence, such as `title="a.ts"` or `signature`. */
  meta: string;
  code: string;
  /** 1-based page line of the block's first code line. */
  firstLine: number;
}

/** The files under `dir` whose name matches `name`, the folder `skip` left out. */
function filesUnder(dir: string, name: RegExp, skip?: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === skip ? [] : filesUnder(full, name, skip);
    return name.test(entry.name) ? [full] : [];
  });
}

/** A declaration file's text with each doc comment line's leading ` * ` taken off, lines kept. */
function docCommentText(source: string): string {
  return source.replace(/^[ \t]*\*(?: |$)/gm, '');
}

function extractCodeBlocks(page: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence] = open;
    const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    blocks.push({
      page: path.relative(root, page),
      index: blocks.length + 1,
      lang: open[3].toLowerCase(),
      meta: open[4].trim(),
      code: body.join('\n'),
      firstLine: i + 2,
    });
    i = j;
  }
  return blocks;
}

function longLines(blocks: CodeBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.code
      .split('\n')
      .map((text, line) => ({ text, line }))
      .filter(({ text }) => text.length > MAX_LINE)
      .map(
        ({ text, line }) =>
          `${block.page}, block ${block.index} (line ${block.firstLine + line}): ` + `${text.length} characters`,
      ),
  );
}

const pages = filesUnder(docsDir, /\.mdx?$/, referenceDir);
const pageBlocks = pages.flatMap((page) => extractCodeBlocks(page, readFileSync(page, 'utf8')));
const commentBlocks = filesUnder(declarationsDir, /\.ts$/).flatMap((file) =>
  extractCodeBlocks(file, docCommentText(readFileSync(file, 'utf8'))),
);
const blocks = [...pageBlocks, ...commentBlocks];
const tsBlocks = blocks.filter((block) => TS_LANGS.has(block.lang));
const check = createExampleChecker(createReferencePages(referenceDir));

/** What the build's check says of a page's blocks: nothing if they compile, else its message. */
function checkPage(page: string, pageBlocks: CodeBlock[]): string {
  try {
    check(
      path.join(root, page),
      pageBlocks.filter((block) => isCheckedExample(block.lang, block.meta)),
    );
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const pagesOf = (list: CodeBlock[]) => [...new Set(list.map((block) => block.page))];

describe('code examples of the hand-written pages and the doc comments', () => {
  it.each(pages.map((page) => path.relative(root, page)))('%s has at least one TypeScript example', (page) => {
    expect(tsBlocks.filter((block) => block.page === page).length).toBeGreaterThan(0);
  });

  const operationPages = pages
    .map((page) => path.relative(root, page))
    .filter((page) => page.startsWith(path.join('docs', 'api-custom')));

  it.each(operationPages)('%s has a signature checked against the declarations', (page) => {
    const signatures = tsBlocks.filter((block) => block.page === page).flatMap(documentedSignatures);
    expect(signatures.length).toBeGreaterThan(0);
  });

  it('include the @example blocks of the declarations', () => {
    expect(commentBlocks.filter((block) => TS_LANGS.has(block.lang)).length).toBeGreaterThan(20);
  });

  // `mutate` finds a collector by name; what it does with a name never collected is unspecified.
  it('mutate only collectors that their page, or their doc comment example, collects', () => {
    // A page's blocks run in turn; each @example of a doc comment stands alone.
    const exampleOf = (block: CodeBlock) =>
      block.page.endsWith('.ts') ? `${block.page}, block ${block.index}` : block.page;
    const names = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1]);
    const collected = new Map<string, Set<string>>();
    for (const block of tsBlocks) {
      const example = exampleOf(block);
      // collect(selector, 'name') or a CollectorBuilder's .build('name').
      const made = [
        ...names(block.code, /collect\([^;]*?,\s*'([^']+)'\s*\)/g),
        ...names(block.code, /\.build\(\s*'([^']+)'/g),
      ];
      collected.set(example, new Set([...(collected.get(example) ?? []), ...made]));
    }
    const mutated = tsBlocks.flatMap((block) =>
      names(block.code, /\bmutate\(\s*'([^']+)'/g).map((name) => ({ example: exampleOf(block), name })),
    );
    expect(mutated.length).toBeGreaterThan(20);
    expect(mutated.filter(({ example, name }) => !collected.get(example)!.has(name))).toEqual([]);
  });

  it.each(pagesOf(tsBlocks))("%s: the examples pass the build's check against the declarations", (page) => {
    expect(
      checkPage(
        page,
        tsBlocks.filter((block) => block.page === page),
      ),
    ).toBe('');
  });

  it(`have no code line longer than ${MAX_LINE} characters`, () => {
    expect(longLines(blocks)).toEqual([]);
  });
});

describe('the example checker', () => {
  const page = path.join(docsDir, 'sample.mdx');
  const sample = [
    '# Sample',
    '',
    '```ts title="good"',
    "import { collect, mutate } from '@evolv/mutate';",
    "collect('h1', 'headline');",
    "mutate('headline').text('Hello');",
    '```',
    '',
    '```typescript',
    "import { mutate } from '@evolv/mutate';",
    "mutate('headline').sparkle();",
    '```',
    '',
    '```html',
    `<p>${'x'.repeat(MAX_LINE)}</p>`,
    '```',
    '',
    '```ts signature',
    "import type { Collector } from '@evolv/mutate';",
    'declare namespace collect {',
    '  function get(name: string): Collector;',
    '  function pause(name: string): void;',
    '}',
    '```',
    '',
    '```ts signature',
    'declare function mutate(name: string): void;',
    '```',
  ].join('\n');
  const sampleBlocks = extractCodeBlocks(page, sample);
  const only = (index: number) => checkPage('docs/sample.mdx', [sampleBlocks[index - 1]]);

  it('finds each fenced block with its language, meta and first line', () => {
    const found = sampleBlocks.map(({ lang, meta, firstLine }) => ({ lang, meta, firstLine }));
    expect(found).toEqual([
      { lang: 'ts', meta: 'title="good"', firstLine: 4 },
      { lang: 'typescript', meta: '', firstLine: 10 },
      { lang: 'html', meta: '', firstLine: 15 },
      { lang: 'ts', meta: 'signature', firstLine: 19 },
      { lang: 'ts', meta: 'signature', firstLine: 27 },
    ]);
  });

  it('accepts a block that compiles', () => {
    expect(only(1)).toBe('');
  });

  it('reports a call to an API the declarations lack, with page, line and message', () => {
    expect(only(2).split('\n').slice(1)).toEqual([
      expect.stringMatching(/^docs\/sample\.mdx:11: TS2339: Property 'sparkle' does not exist on type 'Mutator'/),
    ]);
  });

  it('accepts a signature block that matches the declarations', () => {
    expect(only(4)).toBe('');
  });

  it('reports a signature block that differs from the declarations', () => {
    expect(only(5).split('\n').slice(1)).toEqual([
      'docs/sample.mdx:27: TS2322: the documented signature of mutate differs from the declarations',
    ]);
  });

  it('checks TypeScript blocks only, and leaves out a block flagged `unchecked`', () => {
    expect(isCheckedExample('ts', 'unchecked title="draft.ts"')).toBe(false);
    expect(isCheckedExample('html', '')).toBe(false);
    expect(isCheckedExample('tsx', 'title="unchecked.tsx"')).toBe(true);
    // A fence that names no language shows TypeScript, the site's default: it is checked too.
    expect(isCheckedExample(null, '')).toBe(true);
  });

  it('reports a line that is too long', () => {
    expect(longLines(sampleBlocks)).toEqual([`docs/sample.mdx, block 3 (line 15): ${MAX_LINE + 7} characters`]);
  });
});

// Verified in the library's 2.4.1 bundle: `SCOPE.getName` takes a key, and `null` or `undefined`
// too, which have no separator and come back as they are.
describe('the declared SCOPE.getName', () => {
  const block: CodeBlock = {
    page: 'tests/unit/scope-get-name.ts',
    index: 1,
    lang: 'ts',
    meta: '',
    firstLine: 1,
    code: [
      "import { SCOPE } from '@evolv/mutate';",
      "const fromKey: string = SCOPE.getName('checkout\\x90\\x90cart');",
      'const fromNull: string | null | undefined = SCOPE.getName(null);',
      'const fromUndefined: string | null | undefined = SCOPE.getName(undefined);',
      'declare const maybe: string | null | undefined;',
      'const fromEither: string | null | undefined = SCOPE.getName(maybe);',
      '// @ts-expect-error: a number is not a key.',
      'SCOPE.getName(1);',
      'export { fromKey, fromNull, fromUndefined, fromEither };',
    ].join('\n'),
  };

  it('accepts a key, null and undefined, and gives a string for a key', () => {
    expect(checkPage(block.page, [block])).toBe('');
  });
});
