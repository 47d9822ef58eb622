// The build's check of TypeScript examples: each block of a page is compiled as a module of its own
// against the declarations in library/ (imported as `@evolv/mutate`), with TypeScript's language
// service. A block that does not compile throws, naming the page, the line and TypeScript's
// message; one that does yields the type of each identifier it shows, for the popups
// (src/codeBlocks/TypedContent.tsx). A line that is only `// ^?` asks for the type of what its caret
// points at on the line above, shown under that line; the query line itself is not shown.
// A `live` block (src/theme/LiveCodeBlock/) is compiled as react-live runs it: with React and its
// exports in scope without imports, and `render` too when it is flagged `noInline`.
import path from 'node:path';
import ts from 'typescript';
import { exampleOptions, provenanceKey } from '../provenance/codeApis';
import { repositoryRoot } from '../shared/repositoryRoot';
import { BASIS_WORDS, isUnchecked } from '../provenance/basisWording';
import { provenanceFileOf, readProvenanceFile } from '../provenance/provenanceIndex';
import { currentVersion, type DocsVersion } from '../versioning/docsVersions';
import { TYPED_LANGUAGES, blockLanguage, type BlockTypes, type TypeNote } from './blockTypes';

export interface ExampleBlock {
  code: string;
  lang: string;
  /** What follows the language on the fence, such as `title="a.ts"` or `signature`. */
  meta: string;
  /** 1-based page line of the block's first code line. */
  firstLine: number;
}

export interface CheckedExample {
  /** The code without its query lines. */
  code: string;
  /** Lines and columns of `code`. */
  types: BlockTypes;
}

/** The fence flag of a block meant to be incomplete: it is neither checked nor annotated. */
export const UNCHECKED_FLAG = 'unchecked';

/** The fence flag of a block that runs in the reader's browser (react-live's playground). */
const LIVE_FLAG = 'live';

/** The flag of a live block that is statements calling `render(…)`, not one expression. */
const NO_INLINE_FLAG = 'noInline';

/** A heading whose section holds a page's examples. */
export const EXAMPLE_HEADING = /^Examples?$/;

const QUERY_LINE = /^\s*\/\/\s*\^\?\s*$/;

const hasFlag = (meta: string, flag: string) => new RegExp(`(^|\\s)${flag}(\\s|$)`).test(meta);

/** Whether the build checks the block: TypeScript (a fence without a language is), not flagged `unchecked`. */
export const isCheckedExample = (lang: string | null | undefined, meta: string | null | undefined): boolean =>
  TYPED_LANGUAGES.has(blockLanguage(lang)) && !hasFlag(meta ?? '', UNCHECKED_FLAG);

/**
 * For a block flagged `signature`, the symbols it declares (`declare function f`, or the functions
 * of `declare namespace n`), each as the expression that names it: the check also requires each
 * to have exactly the type of the library's symbol of that name.
 */
export function documentedSignatures(block: Pick<ExampleBlock, 'code' | 'meta'>): string[] {
  if (!hasFlag(block.meta, 'signature')) return [];
  const functions = [...block.code.matchAll(/^declare function (\w+)/gm)].map((m) => m[1]);
  const namespace = /^declare namespace (\w+)/m.exec(block.code)?.[1];
  if (!namespace || functions.includes(namespace)) return functions;
  const members = [...block.code.matchAll(/^\s+function (\w+)/gm)].map((m) => m[1]);
  return [...functions, ...members.map((member) => `${namespace}.${member}`)];
}

/**
 * Lines appended after a block's code, each with what it checks (for the message if it fails). A
 * live block gets its scope: imports are hoisted, so names the code uses before them resolve.
 * `reactExports` are the value exports of React's declarations.
 */
function appendedChecks(block: ExampleBlock, reactExports: () => string[]): { line: string; check: string }[] {
  // `export {}` makes a block without imports a module, so that blocks cannot clash.
  const checks = [{ line: 'export {};', check: 'module marker' }];
  if (hasFlag(block.meta, LIVE_FLAG)) {
    checks.push(
      { line: "import * as React from 'react';", check: 'the live scope: React' },
      { line: `import { ${reactExports().join(', ')} } from 'react';`, check: "the live scope: React's exports" },
    );
    if (hasFlag(block.meta, NO_INLINE_FLAG))
      checks.push({
        line: 'declare function render(element: React.ReactNode): void;',
        check: "the live scope: react-live's render",
      });
  }
  const signatures = documentedSignatures(block);
  if (!signatures.length) return checks;
  checks.push(
    { line: "import * as __declared from '@evolv/mutate';", check: 'import of the declarations' },
    {
      line: 'type __Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
      check: 'type equality helper',
    },
  );
  signatures.forEach((symbol, i) =>
    checks.push({
      line: `const __signature${i}: __Same<typeof ${symbol}, typeof __declared.${symbol}> = true;`,
      check: `the documented signature of ${symbol} differs from the declarations`,
    }),
  );
  return checks;
}

/** The code without `// ^?` lines, and each query as the line (of that code) and column it points at. */
function withoutQueries(code: string): { code: string; queries: { line: number; column: number }[]; kept: number[] } {
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

/** Quick info as a popup shows it: an imported name as what it names, without the import. */
const typeText = (info: ts.QuickInfo): string =>
  ts
    .displayPartsToString(info.displayParts)
    .split('\n')
    // An import's line, and a namespace's merged with the function shown above it.
    .filter((line, i) => !line.startsWith('import ') && !(i > 0 && /^(\(alias\) )?namespace \S+$/.test(line)))
    .map((line) => line.replace(/^\(alias\) /, ''))
    .join('\n');

/** The first sentence of a doc comment. */
function firstSentence(text: string): string | undefined {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat ? (/^.*?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat) : undefined;
}

// What a name is, in words, by TypeScript's kind of a quick info (`alias` is resolved below).
const KIND_WORDS: Record<string, string> = {
  class: 'class',
  'local class': 'class',
  interface: 'interface',
  type: 'type alias',
  enum: 'enumeration',
  'enum member': 'enumeration member',
  function: 'function',
  'local function': 'function',
  method: 'method',
  getter: 'accessor',
  setter: 'accessor',
  accessor: 'accessor',
  property: 'property',
  constructor: 'constructor',
  parameter: 'parameter',
  'type parameter': 'type parameter',
  module: 'namespace',
  var: 'variable',
  'local var': 'variable',
  let: 'variable',
  const: 'constant',
};

// An imported name's kind, by the flags of what it names: the first that applies (`collect` is
// a function and a namespace).
const SYMBOL_KINDS: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.Enum, 'enumeration'],
  [ts.SymbolFlags.EnumMember, 'enumeration member'],
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.TypeAlias, 'type alias'],
  [ts.SymbolFlags.BlockScopedVariable, 'constant'],
  [ts.SymbolFlags.Variable, 'variable'],
  [ts.SymbolFlags.Module, 'namespace'],
];

function kindOf(info: ts.QuickInfo, symbol: ts.Symbol | undefined): string | undefined {
  // TypeScript calls a read accessor a property; the reference, an accessor.
  if (symbol && symbol.flags & ts.SymbolFlags.Accessor) return 'accessor';
  if (info.kind !== ts.ScriptElementKind.alias) return KIND_WORDS[info.kind];
  return symbol && SYMBOL_KINDS.find(([flag]) => symbol.flags & flag)?.[1];
}

type VirtualFile = { text: string; version: number };

/**
 * A checker that keeps the declarations' parsed files from page to page. `referencePage` maps a
 * library declaration's PROVENANCE.md key to its reference page's path, for the popups' links.
 * Examples import `@evolv/mutate` from the declarations of `version`.
 */
export function createExampleChecker(
  referencePage: (key: string) => string | undefined,
  version: DocsVersion = currentVersion,
) {
  const { libraryRoot } = version;
  const options = exampleOptions({ lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'] }, libraryRoot);
  // JSX as React 19 compiles it, typed by React's declarations (@types/react).
  options.jsx = ts.JsxEmit.ReactJSX;
  const files = new Map<string, VirtualFile>();
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: (file) => String(files.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const text = files.get(file)?.text ?? ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => repositoryRoot,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file)?.text ?? ts.sys.readFile(file),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const provenance = readProvenanceFile(provenanceFileOf(libraryRoot));
  let liveScope: string[] | undefined;
  // What react-live puts in a live block's scope besides React (the theme's ReactLiveScope is
  // `{ React, ...React }`): every value React's declarations export, read once from a file of
  // its own.
  const reactExports = (): string[] => {
    if (liveScope) return liveScope;
    const file = path.join(repositoryRoot, '.examples', 'live-scope.ts');
    files.set(file, { text: "export * as React from 'react';\n", version: 1 });
    const program = service.getProgram()!;
    const checker = program.getTypeChecker();
    const [declaration] = program.getSourceFile(file)!.statements as unknown as ts.ExportDeclaration[];
    const react = checker.getSymbolAtLocation(declaration.moduleSpecifier!)!;
    liveScope = checker
      .getExportsOfModule(react)
      .filter((symbol) => checker.getExportSymbolOfSymbol(symbol).flags & ts.SymbolFlags.Value)
      .map((symbol) => symbol.name)
      .sort();
    files.delete(file);
    return liveScope;
  };

  return function check(page: string, blocks: ExampleBlock[]): CheckedExample[] {
    // Virtual files beside the page's path under the repository, so that `@evolv/mutate` resolves.
    const base = path.join(repositoryRoot, '.examples', path.relative(repositoryRoot, page));
    const prepared = blocks.map((block, index) => {
      const { code, queries, kept } = withoutQueries(block.code);
      const checks = appendedChecks(block, reactExports);
      const file = `${base}.block-${index + 1}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
      return { block, code, queries, kept, checks, file, text: [code, ...checks.map((c) => c.line)].join('\n') + '\n' };
    });
    for (const file of files.keys()) if (!prepared.some((p) => p.file === file)) files.delete(file);
    for (const { file, text } of prepared) {
      const previous = files.get(file);
      if (previous?.text !== text) files.set(file, { text, version: (previous?.version ?? 0) + 1 });
    }

    const program = service.getProgram()!;
    const checker = program.getTypeChecker();
    const errors = prepared.flatMap(({ block, code, kept, checks, file }) => {
      const source = program.getSourceFile(file)!;
      const codeLines = code.split('\n').length;
      return [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)].map((diagnostic) => {
        const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const appended = line >= codeLines ? checks[line - codeLines]?.check : undefined;
        const message = appended ?? ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        const pageLine = block.firstLine + kept[Math.min(line, codeLines - 1)];
        return `${path.relative(repositoryRoot, page)}:${pageLine}: TS${diagnostic.code}: ${message}`;
      });
    });
    if (errors.length) {
      throw new Error(
        `TypeScript examples do not compile against the declarations (flag a block meant to be incomplete \`${UNCHECKED_FLAG}\` on its fence):\n${errors.join('\n')}`,
      );
    }

    return prepared.map(({ block, code, queries, kept, file }) => {
      const source = program.getSourceFile(file)!;
      const notes: TypeNote[] = [];
      const noteIndex = new Map<string, number>();
      const noteAt = (node: ts.Node): number | undefined => {
        const info = service.getQuickInfoAtPosition(file, node.getStart(source));
        if (!info?.displayParts?.length) return undefined;
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const key = symbol && provenanceKey(symbol, libraryRoot);
        const kind = kindOf(info, symbol);
        const note: TypeNote = { text: typeText(info), ...(kind && { kind }) };
        if (key) {
          const doc = firstSentence(ts.displayPartsToString(info.documentation));
          const href = referencePage(key);
          const basis = provenance.get(key)?.basis;
          if (doc) note.doc = doc;
          if (href) note.href = href;
          if (basis && basis !== 'V') note.basis = BASIS_WORDS[basis].words;
          if (isUnchecked(basis)) note.unchecked = true;
        }
        const id = JSON.stringify(note);
        if (!noteIndex.has(id)) noteIndex.set(id, notes.push(note) - 1);
        return noteIndex.get(id);
      };
      const spans: BlockTypes['spans'] = [];
      const visit = (node: ts.Node): void => {
        if (node.getStart(source) >= code.length) return;
        if (ts.isIdentifier(node)) {
          const note = noteAt(node);
          const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
          if (note !== undefined) spans.push([line, character, node.getWidth(source), note]);
        }
        node.forEachChild(visit);
      };
      source.forEachChild(visit);
      const answered: BlockTypes['queries'] = queries.map(({ line, column }) => {
        const position = source.getPositionOfLineAndCharacter(line, Math.max(0, column));
        const target = spans.find(([l, c, length]) => l === line && c <= column && column < c + length);
        if (!target) {
          const pageLine = block.firstLine + kept[line] + 1;
          throw new Error(
            `${path.relative(repositoryRoot, page)}:${pageLine}: the \`// ^?\` query points at no identifier (column ${column + 1}, position ${position})`,
          );
        }
        return [line, column, target[3]];
      });
      return { code, types: { notes, spans, queries: answered } };
    });
  };
}
