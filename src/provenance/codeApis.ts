// Which declarations of library/src a piece of TypeScript names, by their PROVENANCE.md key
// (`module | Symbol`, `module | Symbol.member` or `module | namespace.function`). The TypeScript
// checker resolves each name, so `.remove()` on a Mutator and on a DOM element are told apart.
// Shared by the build's basis notice (remarkBasisNotice.ts) and the doc-examples unit test.
import { createHash } from 'node:crypto';
import path from 'node:path';
import ts from 'typescript';
import { referenceGeneratorFiles } from '../apiReference/referenceInputs';
import { hashFiles } from '../shared/filesDigest';
import { repositoryRoot } from '../shared/repositoryRoot';
import { currentVersion, docsVersions, type DocsVersion } from '../versioning/docsVersions';

/** The current version's declarations. */
export const declarationsDir = path.join(currentVersion.libraryRoot, 'src');

/**
 * A digest of every file the site's remark plugins read besides the page itself: each version's
 * declarations tree (PROVENANCE.md and FACTS.md with them), and what turns it into the generated
 * reference that pages link to (referenceGeneratorFiles). Each such plugin passes it as an option,
 * which the docs plugin writes into a file every compiled page depends on: a change to any of
 * them compiles the pages again instead of serving them from the bundler's cache. Short: the
 * options are part of the site's configuration, which every page's JavaScript carries.
 */
export function pageInputsDigest(): string {
  const roots = [...docsVersions.map((version) => version.libraryRoot), ...referenceGeneratorFiles(repositoryRoot)];
  return hashFiles(createHash('sha256'), roots, repositoryRoot).digest('hex').slice(0, 16);
}

/** The PROVENANCE.md key of a declaration of `libraryRoot`'s src/, if `symbol` is one. */
export function provenanceKey(symbol: ts.Symbol, libraryRoot: string): string | undefined {
  const declaration = symbol.declarations?.[0];
  const file = declaration?.getSourceFile().fileName;
  const sources = path.join(libraryRoot, 'src');
  if (!declaration || !file?.startsWith(sources + path.sep)) return undefined;
  const module = path.relative(sources, file).replace(/\.ts$/, '').split(path.sep).join('/');
  const container = ts.isModuleBlock(declaration.parent) ? declaration.parent.parent : declaration.parent;
  const owner = ts.isSourceFile(container) ? undefined : (container as ts.NamedDeclaration).name?.getText();
  return `${module} | ${owner ? `${owner}.` : ''}${symbol.name}`;
}

/** The keys of the declarations of `libraryRoot` that the identifiers of `file` resolve to. */
export function apisNamedIn(program: ts.Program, file: string, libraryRoot: string): Set<string> {
  const checker = program.getTypeChecker();
  const keys = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const key = symbol && provenanceKey(symbol, libraryRoot);
      if (key) keys.add(key);
    }
    ts.forEachChild(node, visit);
  };
  const source = program.getSourceFile(file);
  if (source) visit(source);
  return keys;
}

/** Compiler options under which `@evolv/mutate` is `libraryRoot`'s index.ts; `lib` as the caller needs. */
export function exampleOptions(
  lib: Pick<ts.CompilerOptions, 'lib' | 'noLib'>,
  libraryRoot: string = currentVersion.libraryRoot,
): ts.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    skipLibCheck: true,
    paths: { '@evolv/mutate': [path.join(libraryRoot, 'index.ts')] },
    ...lib,
  };
}

/**
 * For the build: the keys the TypeScript code blocks of one page name. Without TypeScript's lib
 * files (DOM names stay unresolved, which is all that is needed here) and with the declarations'
 * parsed files kept from page to page, so that the build stays light in time and memory.
 */
export function createCodeApiFinder(
  version: DocsVersion = currentVersion,
): (page: string, blocks: string[]) => Set<string> {
  const options = exampleOptions({ noLib: true }, version.libraryRoot);
  const host = ts.createCompilerHost(options);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const { getSourceFile } = host;
  let virtual = new Map<string, string>();
  let previous: ts.Program | undefined;
  host.fileExists = (
    (fileExists) => (file: string) =>
      virtual.has(file) || fileExists(file)
  )(host.fileExists);
  host.readFile = (
    (readFile) => (file: string) =>
      virtual.get(file) ?? readFile(file)
  )(host.readFile);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, language, ...rest));
    return parsed.get(file);
  };
  return (page, blocks) => {
    // Each block a module of its own, as the doc-examples test compiles it.
    const base = path.join(repositoryRoot, '.basis-notice', path.relative(repositoryRoot, page));
    virtual = new Map(blocks.map((code, index) => [`${base}.block-${index + 1}.ts`, `${code}\nexport {};\n`]));
    previous = ts.createProgram({ rootNames: [...virtual.keys()], options, host, oldProgram: previous });
    const program = previous;
    return new Set([...virtual.keys()].flatMap((file) => [...apisNamedIn(program, file, version.libraryRoot)]));
  };
}
