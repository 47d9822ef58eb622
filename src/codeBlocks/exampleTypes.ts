// The build's check of TypeScript examples: each block of a page is compiled as a module of its own
// against the declarations in library/ (imported as `@evolv/mutate`), with TypeScript's language
// service. A block that does not compile throws, naming the page, the line and TypeScript's
// message; one that does yields the type of each identifier it shows, for the popups
// (src/codeBlocks/TypedContent.tsx). A line that is only `// ^?` asks for the type of what its caret
// points at on the line above, shown under that line; the query line itself is not shown.
// A `live` block (src/theme/LiveCodeBlock/) is compiled as react-live runs it: with React and its
// exports in scope without imports, and `render` too when it is flagged `noInline`. The fence's
// flags and query lines are read by exampleFences.ts, the lines appended before compiling are
// exampleChecks.ts's, and what a popup says of a name is typeNotes.ts's.
import path from 'node:path';
import ts from 'typescript';
import { exampleOptions, provenanceKey } from '../provenance/codeApis';
import { repositoryRoot } from '../shared/repositoryRoot';
import { isUnchecked } from '../provenance/basisWording';
import { BASIS_WORDS } from '../shared/basis.mjs';
import { provenanceFileOf, readProvenanceFile } from '../provenance/provenanceIndex';
import { currentVersion, type DocsVersion } from '../versioning/docsVersions';
import type { BlockTypes, TypeNote } from './blockTypes';
import { appendedChecks } from './exampleChecks';
import { UNCHECKED_FLAG, withoutQueries, type ExampleBlock } from './exampleFences';
import { firstSentence, kindOf, typeText } from './typeNotes';

export interface CheckedExample {
  /** The code without its query lines. */
  code: string;
  /** Lines and columns of `code`. */
  types: BlockTypes;
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
