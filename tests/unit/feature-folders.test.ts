import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apart, layers } from '../../architecture/layers.json';

// The code is laid out by feature (src/<feature>/), in the layers of architecture/layers.json: a
// feature uses only features on rows below its own, so that each can be read, changed and moved on
// its own terms. Imports are checked by dependency-cruiser (.dependency-cruiser.cjs, in `npm run
// lint`); this checks the other way a feature uses another: naming one of its files as a path, which
// the bundler then puts in the site in its name (a webpack alias's or loader's target, a module
// replaced, an import written into generated pages), as if imported.
const src = path.resolve('src');
const features = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'theme')
  .map((entry) => entry.name);

/** The string literals of a module's code (not its comments), template literals' fixed parts included. */
function stringsOf(file: string, text: string): string[] {
  const strings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return strings;
}

/** The folders of src/ that the module `file` (a path from src/) uses: by relative import, `@site/src/…`, or a path from the site's root (`src/…`). */
export function foldersUsedBy(file: string, text: string): Set<string> {
  const used = new Set<string>();
  for (const string of stringsOf(file, text)) {
    const folder =
      string.startsWith('./') || string.startsWith('../')
        ? path.relative(src, path.resolve(src, path.dirname(file), string)).split(path.sep)[0]
        : /^(?:@site\/)?src\/([^/]+)/.exec(string)?.[1];
    if (folder) used.add(folder);
  }
  return used;
}

/** The other feature folders the modules of `feature` use. */
function usesOf(feature: string): Set<string> {
  const files = readdirSync(path.join(src, feature), { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(ts|tsx|js|cjs|mjs)$/.test(file),
  );
  const used = new Set<string>();
  for (const file of files) {
    const relative = path.join(feature, file);
    for (const folder of foldersUsedBy(relative, readFileSync(path.join(src, relative), 'utf8')))
      if (folder !== feature && features.includes(folder)) used.add(folder);
  }
  return used;
}

describe('feature folders of src/', () => {
  const graph = new Map(features.map((feature) => [feature, usesOf(feature)]));

  it('finds the features and what they use, through imports and through paths the bundler is given', () => {
    expect(features).toEqual(expect.arrayContaining(['routing', 'search', 'pageShell', 'codeBlocks', 'shared']));
    expect(graph.get('search')!.size).toBeGreaterThan(0);
    expect(graph.get('pageShell')).toContain('routing');
    // A webpack alias to another folder's module, as routing's plugin once gave Docusaurus's
    // siteHooks (pageShell's, which imports routing): a use of that folder.
    const alias = `const siteHooks = { [\`\${path.join(coreClient, 'siteHooks')}$\`]: path.join(siteDir, 'src/pageShell', 'siteHooks.ts') };`;
    expect(foldersUsedBy('routing/plugin.ts', alias)).toEqual(new Set(['pageShell']));
    // A path in a comment is not a use; an import written into a generated page is.
    expect(
      foldersUsedBy('provenance/x.ts', '// see src/search/\nconst source = `@site/src/codeBlocks/${name}`;'),
    ).toEqual(new Set(['codeBlocks']));
  });

  it('use only the folders below their row of architecture/layers.json, by import or by a path to the bundler', () => {
    const rowOf = new Map(layers.flatMap((row, at) => row.map((folder) => [folder, at])));
    expect([...rowOf.keys(), ...apart].sort()).toEqual([...features, 'theme'].sort());
    const upward = [...graph].flatMap(([feature, used]) =>
      [...used]
        .filter((folder) => (rowOf.get(folder) ?? Infinity) <= rowOf.get(feature)!)
        .map((folder) => `${feature} → ${folder}`),
    );
    expect(upward).toEqual([]);
  });
});
