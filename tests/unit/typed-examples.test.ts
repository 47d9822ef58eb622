import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Token } from 'prism-react-renderer';
import type { ExpressionStatement, ImportDeclaration, Program } from 'estree';
import { blockTypesRule } from '../../src/codeBlocks/plugin';
import { BLOCK_TYPES_MIME_TYPE, blockKey, type BlockTypes } from '../../src/codeBlocks/blockTypes';
import { typesRegistration } from '../../src/codeBlocks/remarkTypedExamples';
import { loadBlockTypes, readBlockTypes, registerBlockTypes } from '../../src/codeBlocks/typesSource';
import { createExampleChecker } from '../../src/codeBlocks/exampleTypes';
import { createReferencePages } from '../../src/provenance/referencePages';
import { shownLines, typedLines } from '../../src/codeBlocks/typedTokens';
import { repositoryRoot } from '../../src/shared/repositoryRoot';
import { builtOutput } from './built-output';

// What the build gives a checked example's popups (src/codeBlocks/exampleTypes.ts), and how the
// code block puts them on Prism's tokens (src/codeBlocks/typedTokens.ts).

const referencePages = createReferencePages(builtOutput().referenceDir);
const check = createExampleChecker(referencePages);
const page = path.join(repositoryRoot, 'docs', 'sample.mdx');

const example = [
  "import { collect, mutate } from '@evolv/mutate';",
  "const titles = collect('h1', 'title');",
  '//    ^?',
  "mutate('title').text('Hello');",
].join('\n');
const [checked] = check(page, [{ code: example, lang: 'ts', meta: '', firstLine: 10 }]);
const { notes, spans, queries } = checked.types;
const noteOf = (line: number, column: number) => {
  const span = spans.find(([l, c]) => l === line && c === column);
  return span && notes[span[3]];
};

describe("the types of a checked example's identifiers", () => {
  it('shows the code without its `^?` lines', () => {
    expect(checked.code).toBe(example.replace('//    ^?\n', ''));
  });

  it("gives each identifier its type, a Mutate API's first doc sentence and reference page", () => {
    const mutate = noteOf(2, 0);
    expect(mutate?.text).toMatch(/^mutate\(name: string, key\?: string\): Mutator$/);
    expect(mutate?.doc).toMatch(/^[A-Z].*\.$/);
    expect(mutate?.href).toBe('/api/lib/functions/mutate');
    expect(noteOf(2, 16)?.text).toMatch(/^\(method\) Mutator\.text\(/);
    expect(noteOf(2, 16)?.href).toBe('/api/Mutator/classes/Mutator#text');
    // A name of the example's own has its kind and type, and nothing else.
    expect(noteOf(1, 6)).toEqual({ text: 'const titles: Collector', kind: 'constant' });
  });

  it('says what each name is, an imported one by what it names', () => {
    expect([noteOf(0, 9), noteOf(2, 0), noteOf(2, 16), noteOf(1, 6)].map((note) => note?.kind)).toEqual([
      'function',
      'function',
      'method',
      'constant',
    ]);
    const kinds = check(page, [
      {
        code: [
          "import { InsertPosition, Mutator, collect, mutate } from '@evolv/mutate';",
          'const position = InsertPosition.After;',
          'const mutator: Mutator = mutate(collect.get("title").name);',
          'const paused = mutator.paused;',
        ].join('\n'),
        lang: 'ts',
        meta: '',
        firstLine: 1,
      },
    ])[0].types;
    const kindAt = (line: number, column: number) =>
      kinds.notes[kinds.spans.find(([l, c]) => l === line && c === column)![3]].kind;
    expect([kindAt(1, 17), kindAt(1, 32), kindAt(2, 15), kindAt(2, 32), kindAt(2, 40), kindAt(3, 23)]).toEqual([
      'enumeration',
      'enumeration member',
      'class',
      'function',
      'function',
      'accessor',
    ]);
    // The class is checked against the library: its popup says no basis.
    expect(kinds.notes[kinds.spans.find(([l, c]) => l === 2 && c === 15)![3]].basis).toBeUndefined();
  });

  it('says the basis of a Mutate API not checked against the library, and marks the ones the notice counts', () => {
    const [{ types }] = check(page, [
      {
        code: "import { InsertPosition, mutate } from '@evolv/mutate';\nmutate('title').relocate('.price', InsertPosition.After).revert();",
        lang: 'ts',
        meta: '',
        firstLine: 1,
      },
    ]);
    const at = (column: number) => types.notes[types.spans.find(([l, c]) => l === 1 && c === column)![3]];
    // `relocate` is named by the specification, `InsertPosition.After` modelled, `revert` seen in calling code.
    expect(at(16)).toMatchObject({
      kind: 'method',
      basis: 'named by the specification: not checked against the library',
      unchecked: true,
    });
    expect(at(50)).toMatchObject({ basis: 'modelled: not checked against the library', unchecked: true });
    expect(at(57)).toMatchObject({ kind: 'method', basis: "seen in Evolv's code that calls the library" });
    expect(at(57).unchecked).toBeUndefined();
  });

  it('answers a `^?` query with the type of what its caret points at, under that line', () => {
    expect(queries.map(([line, column, note]) => [line, column, notes[note].text])).toEqual([
      [1, 6, 'const titles: Collector'],
    ]);
  });

  it('fails on a query that points at no identifier, naming the page and line', () => {
    const code = 'const answer = 42;\n//            ^?';
    expect(() => check(page, [{ code, lang: 'ts', meta: '', firstLine: 5 }])).toThrow(
      /^docs\/sample\.mdx:6: the `\/\/ \^\?` query points at no identifier/,
    );
  });

  it('names each block by its language and code', () => {
    expect(blockKey('ts', 'a')).toBe(blockKey('ts', 'a'));
    expect(blockKey('ts', 'a')).not.toBe(blockKey('tsx', 'a'));
    expect(blockKey('ts', 'a')).not.toBe(blockKey('ts', 'b'));
    // An older docs version's block has a file of its own: the same code can name other declarations.
    expect(blockKey('ts', 'a', '1.0.0')).not.toBe(blockKey('ts', 'a'));
  });
});

describe('a live block (```tsx live)', () => {
  const counter = [
    'function Counter() {',
    '  const [clicks, setClicks] = useState(0);',
    '  return <button onClick={() => setClicks(clicks + 1)}>{clicks}</button>;',
    '}',
  ].join('\n');
  const typesOf = (code: string, meta: string) => check(page, [{ code, lang: 'tsx', meta, firstLine: 3 }])[0].types;
  /** The checker's messages for the block, without their heading; '' if it compiles. */
  const failure = (code: string, meta: string) => {
    try {
      typesOf(code, meta);
      return '';
    } catch (error) {
      return (error as Error).message.split('\n').slice(1).join('\n');
    }
  };

  it("compiles as react-live runs it: React and its hooks in scope, JSX typed by React's declarations", () => {
    const types = typesOf(counter, 'live');
    const useState = types.notes[types.spans.find(([line, column]) => line === 1 && column === 30)![3]];
    expect(useState).toMatchObject({
      kind: 'function',
      text: expect.stringMatching(/^useState<number>\(initialState: number/),
    });
    expect(failure('<p>{React.version}</p>', 'live')).toBe('');
    expect(failure(counter.replace('setClicks(clicks + 1)', "setClicks('more')"), 'live')).toMatch(
      /^docs\/sample\.mdx:5: TS2345: Argument of type 'string' is not assignable/,
    );
  });

  it('has `render` in scope when flagged noInline, as react-live gives it then only', () => {
    expect(failure(`${counter}\nrender(<Counter />);`, 'live noInline')).toBe('');
    expect(failure(`${counter}\nrender(<Counter />);`, 'live')).toMatch(
      /^docs\/sample\.mdx:7: TS2304: Cannot find name 'render'/,
    );
  });

  it('leaves the scope out of a block that is not live, whose JSX is typed all the same', () => {
    expect(failure(counter, '')).toMatch(/^docs\/sample\.mdx:4: TS2304: Cannot find name 'useState'/);
    expect(failure(`import { useState } from 'react';\n${counter}`, '')).toBe('');
    expect(failure('const link = <a hre="/">Home</a>;', '')).toMatch(/TS2322: .*'hre' does not exist/s);
  });
});

describe("a code block's tokens with types", () => {
  const token = (content: string, type = 'plain'): Token => ({ types: [type], content });

  it('maps the lines shown to the lines of the code, magic comments left out', () => {
    expect(shownLines('a\n// highlight-next-line\nb\nc\n', 'a\nb\nc')).toEqual([0, 2, 3]);
  });

  it('cuts tokens where identifiers start and end, and answers queries after their line', () => {
    const types = {
      notes: [{ text: 'const price: Mutator' }, { text: 'Mutator' }],
      spans: [
        [1, 0, 5, 1],
        [1, 6, 5, 0],
      ] as [number, number, number, number][],
      queries: [[1, 6, 1]] as [number, number, number][],
    };
    const lines = [[token('// highlight-next-line')], [token(''), token('const', 'keyword'), token(' price = 1;')]];
    const [line] = typedLines(lines.slice(1), types, '// highlight-next-line\nconst price = 1;\n', 'const price = 1;');
    expect(line.map(({ content, note, query }) => [content, note?.text, query?.note.text])).toEqual([
      // An empty token where a name starts is not the name.
      ['', undefined, undefined],
      ['const', 'Mutator', undefined],
      [' ', undefined, undefined],
      ['price', 'const price: Mutator', undefined],
      [' = 1;', undefined, undefined],
      ['', undefined, 'Mutator'],
    ]);
  });

  it('leaves the tokens as they are without types', () => {
    const lines = [[token('x')]];
    expect(typedLines(lines, undefined, 'x', 'x')).toBe(lines);
  });
});

describe('the reference pages the popups link to', () => {
  it.each([
    ['lib | mutate', '/api/lib/functions/mutate'],
    ['Mutator | Mutator.text', '/api/Mutator/classes/Mutator#text'],
    ['lib | Scope.collect', '/api/lib/interfaces/Scope#property-collect'],
    ['Collector | EventType.Added', '/api/Collector/enumerations/EventType#enumeration-member-added'],
  ])('%s: %s', (key, href) => {
    expect(referencePages(key)).toBe(href);
  });
});

describe("how a page carries its examples' types (src/codeBlocks/)", () => {
  const types: BlockTypes = {
    notes: [{ text: 'const a: number', kind: 'constant' }],
    spans: [[0, 6, 1, 0]],
    queries: [],
  };

  it('the server build takes them as JSON, the browser build as a file of the site named by their hash', () => {
    expect(blockTypesRule(true)).toEqual({ scheme: 'data', mimetype: BLOCK_TYPES_MIME_TYPE, type: 'json' });
    expect(blockTypesRule(false)).toEqual({
      scheme: 'data',
      mimetype: BLOCK_TYPES_MIME_TYPE,
      type: 'asset/resource',
      generator: { filename: 'typed-examples/[contenthash].json' },
    });
  });

  it("a page's module imports each block's types as a data URL and registers them by the block's key", () => {
    const { estree } = typesRegistration([['k1', types]]).data as { estree: Program };
    const [typesImport, registryImport, call] = estree.body as [
      ImportDeclaration,
      ImportDeclaration,
      ExpressionStatement,
    ];
    const [scheme, data] = String(typesImport.source.value).split(',');
    expect(scheme).toBe(`data:${BLOCK_TYPES_MIME_TYPE};base64`);
    expect(JSON.parse(Buffer.from(data, 'base64').toString())).toEqual(types);
    expect(registryImport.source.value).toBe('@site/src/codeBlocks/typesSource');
    expect(call.expression).toMatchObject({
      type: 'CallExpression',
      callee: { name: registryImport.specifiers[0].local.name },
      arguments: [{ properties: [{ key: { value: 'k1' }, value: { name: typesImport.specifiers[0].local.name } }] }],
    });
  });

  it('the code block reads registered types at once, or fetches them from their file once', async () => {
    registerBlockTypes({ server: types, browser: '/mutate/typed-examples/abc.json' });
    expect(readBlockTypes('server')).toEqual(types);
    expect(readBlockTypes('browser')).toBeUndefined();
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(types));
    });
    try {
      expect(await loadBlockTypes('browser')).toEqual(types);
      expect(await loadBlockTypes('browser')).toEqual(types);
      expect(await loadBlockTypes('unregistered')).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetched).toEqual(['/mutate/typed-examples/abc.json']);
    expect(readBlockTypes('browser')).toEqual(types);
  });
});
