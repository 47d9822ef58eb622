// What the generated API reference is made from, besides a version's declarations: TypeDoc's
// options, its plugins, every module of the site they import, and the packages that run them or
// that they import. The reference's cache (referenceCache.ts) and the remark plugins' cache key
// (provenance/codeApis.ts) both hash these files.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { filesOf } from '../shared/filesDigest';

/** The options file and the plugins' folder; the site's modules they import are found from them. */
const GENERATOR_ROOTS = ['typedoc.config.ts', 'typedoc-plugins'];
/** The packages that run the generator, which its files name as options rather than import. */
const GENERATOR_PACKAGES = ['typedoc', 'typedoc-plugin-markdown', 'docusaurus-plugin-typedoc', 'typescript'];

/** The package an import specifier names (`@scope/name/sub` → `@scope/name`); none for Node's own modules and relative ones. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || isBuiltin(specifier)) return undefined;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** What `file` imports: its relative imports as paths, and the packages it names. */
function importsOf(file: string): { modules: string[]; packages: string[] } {
  const specifiers = ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map(({ fileName }) => fileName);
  return {
    modules: specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier)),
    packages: specifiers.flatMap((specifier) => packageOf(specifier) ?? []),
  };
}

/**
 * The files and folders, in the site at `siteDir`, that the reference generator consists of: its
 * roots, each site module reached from them through relative imports, and the manifests of the
 * packages that run it or that those files import.
 */
export function referenceGeneratorFiles(siteDir: string): string[] {
  const roots = GENERATOR_ROOTS.map((root) => path.join(siteDir, root));
  const reached = new Set<string>();
  const packages = new Set(GENERATOR_PACKAGES);
  const pending = roots.flatMap(filesOf);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    let imports: ReturnType<typeof importsOf>;
    try {
      imports = importsOf(file);
    } catch (error) {
      throw new Error(`the API reference's generator: cannot read ${path.relative(siteDir, file)}, which it imports`, {
        cause: error,
      });
    }
    pending.push(...imports.modules);
    for (const name of imports.packages) packages.add(name);
  }
  const imported = [...reached].filter(
    (file) => !roots.some((root) => file === root || file.startsWith(root + path.sep)),
  );
  return [
    ...roots,
    ...imported.sort(),
    ...[...packages].sort().map((name) => path.join(siteDir, 'node_modules', name, 'package.json')),
  ];
}
