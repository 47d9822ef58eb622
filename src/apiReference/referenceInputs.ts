// What the generated API reference is made from, besides a version's declarations: TypeDoc's
// options, its plugins, every module of the site they import, and the packages that run them. The
// reference's cache (referenceCache.ts) and the remark plugins' cache key (provenance/codeApis.ts)
// both hash these files.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The options file and the plugins' folder; the site's modules they import are found from them. */
const GENERATOR_ROOTS = ['typedoc.config.ts', 'typedoc-plugins'];
const GENERATOR_PACKAGES = ['typedoc', 'typedoc-plugin-markdown', 'docusaurus-plugin-typedoc', 'typescript'];

const filesUnder = (root: string): string[] =>
  statSync(root).isDirectory()
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [root];

/** The site's own modules that `file` imports by a relative path (`'../src/shared/basis.mjs'`). */
const relativeImportsOf = (file: string): string[] =>
  ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));

/**
 * The files and folders, in the site at `siteDir`, that the reference generator consists of: its
 * roots, each site module reached from them through relative imports, and its packages' manifests.
 */
export function referenceGeneratorFiles(siteDir: string): string[] {
  const roots = GENERATOR_ROOTS.map((root) => path.join(siteDir, root));
  const reached = new Set<string>();
  const pending = roots.flatMap(filesUnder);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...relativeImportsOf(file));
  }
  const imported = [...reached].filter(
    (file) => !roots.some((root) => file === root || file.startsWith(root + path.sep)),
  );
  return [
    ...roots,
    ...imported.sort(),
    ...GENERATOR_PACKAGES.map((name) => path.join(siteDir, 'node_modules', name, 'package.json')),
  ];
}
