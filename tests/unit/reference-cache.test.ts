import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceCache } from '../../src/apiReference/referenceCache';
import { referenceGeneratorFiles } from '../../src/apiReference/referenceInputs';

// The reference's cache (src/apiReference/referenceCache.ts): a build skips TypeDoc only while the
// declarations, the options and the generated folder are exactly what the last run recorded.
describe("the API reference's cache", () => {
  const siteDir = path.resolve('.');
  const work = mkdtempSync(path.join(tmpdir(), 'reference-cache-'));
  const id = `unit-test-${process.pid}`;
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(path.join(siteDir, 'node_modules/.cache/api-reference', `${id}.json`), { force: true });
  });
  const libraryRoot = path.join(work, 'library');
  const outDir = path.join(work, 'api');
  mkdirSync(path.join(libraryRoot, 'src'), { recursive: true });
  mkdirSync(outDir);
  writeFileSync(path.join(libraryRoot, 'src/index.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(outDir, 'index.md'), '# API\n');
  const options = { out: outDir, title: ({ name }: { name: string }) => `Class: ${name}` };
  const cacheOf = (opts: object = options) => referenceCache(siteDir, id, { libraryRoot, options: opts, outDir });

  it('runs TypeDoc when nothing is recorded, and skips it once the folder is recorded', () => {
    expect(cacheOf().upToDate()).toBe(false);
    cacheOf().record();
    expect(cacheOf().upToDate()).toBe(true);
  });

  it('runs TypeDoc again when a generated file is edited, added or removed', () => {
    writeFileSync(path.join(outDir, 'index.md'), '# API, edited\n');
    expect(cacheOf().upToDate()).toBe(false);
    writeFileSync(path.join(outDir, 'index.md'), '# API\n');
    expect(cacheOf().upToDate()).toBe(true);
    writeFileSync(path.join(outDir, 'stray.md'), '# Stray\n');
    expect(cacheOf().upToDate()).toBe(false);
    rmSync(path.join(outDir, 'stray.md'));
    rmSync(path.join(outDir, 'index.md'));
    expect(cacheOf().upToDate()).toBe(false);
    writeFileSync(path.join(outDir, 'index.md'), '# API\n');
    expect(cacheOf().upToDate()).toBe(true);
  });

  it('runs TypeDoc again when a declaration changes', () => {
    writeFileSync(path.join(libraryRoot, 'src/index.ts'), 'export const a = 2;\n');
    expect(cacheOf().upToDate()).toBe(false);
    writeFileSync(path.join(libraryRoot, 'src/index.ts'), 'export const a = 1;\n');
    expect(cacheOf().upToDate()).toBe(true);
  });

  it('runs TypeDoc again when an option changes, a function option too', () => {
    expect(cacheOf({ ...options, title: ({ name }: { name: string }) => `Class ${name}` }).upToDate()).toBe(false);
    expect(cacheOf({ ...options, disableSources: false }).upToDate()).toBe(false);
    expect(cacheOf().upToDate()).toBe(true);
  });

  it('runs TypeDoc again when the folder is gone', () => {
    rmSync(outDir, { recursive: true });
    expect(cacheOf().upToDate()).toBe(false);
  });
});

// What the cache hashes as the generator (src/apiReference/referenceInputs.ts): the site's modules
// that TypeDoc's options and plugins import are found by following their imports.
describe("the API reference's generator files", () => {
  it("lists the site's modules that the plugins import, however deep", () => {
    const files = referenceGeneratorFiles(path.resolve('.')).map((file) => path.relative('.', file));
    expect(files).toEqual(
      expect.arrayContaining([
        'typedoc.config.ts',
        'typedoc-plugins',
        'src/provenance/provenanceTable.mjs',
        'src/shared/basis.mjs',
        'src/shared/siteLayout.mjs',
        'node_modules/typedoc/package.json',
        // Imported by typedoc-plugins/basis-notes.mjs.
        'node_modules/escape-string-regexp/package.json',
      ]),
    );
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it('follows relative imports from the options file and every plugin, and nothing else', () => {
    // In the run's scratch folder (scratch-folder.ts), removed when the run ends.
    const site = mkdtempSync(path.join(tmpdir(), 'reference-inputs-'));
    mkdirSync(path.join(site, 'typedoc-plugins'));
    mkdirSync(path.join(site, 'src/a'), { recursive: true });
    writeFileSync(
      path.join(site, 'typedoc.config.ts'),
      "import { x } from './src/a/options.mjs';\nexport default x;\n",
    );
    writeFileSync(path.join(site, 'src/a/options.mjs'), 'export const x = {};\n');
    writeFileSync(path.join(site, 'typedoc-plugins/p.mjs'), "import { y } from '../src/a/y.mjs';\nimport 'typedoc';\n");
    writeFileSync(path.join(site, 'src/a/y.mjs'), "export { z as y } from './z.mjs';\n");
    writeFileSync(path.join(site, 'src/a/z.mjs'), 'export const z = 1;\n');
    writeFileSync(path.join(site, 'src/a/unused.mjs'), 'export const u = 1;\n');
    const files = referenceGeneratorFiles(site).map((file) => path.relative(site, file));
    expect(files.filter((file) => !file.startsWith('node_modules'))).toEqual([
      'typedoc.config.ts',
      'typedoc-plugins',
      'src/a/options.mjs',
      'src/a/y.mjs',
      'src/a/z.mjs',
    ]);
  });

  it("hashes the packages a plugin imports, not Node's own modules, however they are named", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'reference-inputs-'));
    mkdirSync(path.join(site, 'typedoc-plugins'));
    writeFileSync(path.join(site, 'typedoc.config.ts'), 'export default {};\n');
    writeFileSync(
      path.join(site, 'typedoc-plugins/p.mjs'),
      "import path from 'path';\nimport { readFileSync } from 'node:fs';\nimport a from '@scope/a/sub.js';\nimport b from 'b';\n",
    );
    const manifests = referenceGeneratorFiles(site)
      .map((file) => path.relative(site, file))
      .filter((file) => file.startsWith('node_modules'));
    expect(manifests).toEqual(
      ['@scope/a', 'b', 'docusaurus-plugin-typedoc', 'typedoc', 'typedoc-plugin-markdown', 'typescript'].map(
        (name) => `node_modules/${name}/package.json`,
      ),
    );
  });

  it('fails naming a module that an import reaches but that is not there', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'reference-inputs-'));
    mkdirSync(path.join(site, 'typedoc-plugins'));
    writeFileSync(path.join(site, 'typedoc.config.ts'), 'export default {};\n');
    writeFileSync(path.join(site, 'typedoc-plugins/p.mjs'), "import { y } from '../src/missing.mjs';\n");
    expect(() => referenceGeneratorFiles(site)).toThrow(/cannot read src\/missing\.mjs/);
  });
});
