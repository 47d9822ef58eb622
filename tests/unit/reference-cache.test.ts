import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceCache } from '../../src/apiReference/referenceCache';

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
