import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import { CHUNK_FILES_PLACEHOLDER, moveChunkFiles } from '../../src/routing/lazyChunkFiles';
import routingPlugin, { CHUNK_ASSET_PLUGIN } from '../../src/routing/plugin';
import { contentChunkFile, lazyRoutesChunkFileOf, lazyRoutesChunkFiles } from '../built-chunks';
import { builtOutput } from './built-output';
import { builtRuntime } from './helpers';

// src/routing/lazyChunkFiles.ts; the built files are checked after `docusaurus build`.
const routesChunk = (quote = '"') => ({
  file: 'assets/js/461.js',
  source: `e.d(t,{chunkFiles:()=>o});const o=${quote}${CHUNK_FILES_PLACEHOLDER}${quote};`,
});
const file = (id: string, hash: string) => `assets/js/${id}.${hash}.js`;

describe("moving the reference's chunk files from the webpack runtime to its routes chunk (src/routing/lazyChunkFiles.ts)", () => {
  it('removes each entry from the minified table, wherever it is, and writes the files in place of the placeholder', () => {
    const runtime = {
      file: 'assets/js/runtime~main.js',
      source: 'n.u=e=>"assets/js/"+e+"."+({1:"aaaa1111",48:"2ebb8012",106:"9c12d8f7",7:"cccc3333"})[e]+".js"',
    };
    const moved = [
      { id: '1', file: file('1', 'aaaa1111') }, // first
      { id: '106', file: file('106', '9c12d8f7') }, // between two
      { id: '7', file: file('7', 'cccc3333') }, // last
    ];
    const result = moveChunkFiles(runtime, routesChunk(), moved);
    expect(result.runtime).toBe('n.u=e=>"assets/js/"+e+"."+({48:"2ebb8012"})[e]+".js"');
    expect(result.routesChunk).toBe(
      'e.d(t,{chunkFiles:()=>o});const o={"1":"assets/js/1.aaaa1111.js","7":"assets/js/7.cccc3333.js","106":"assets/js/106.9c12d8f7.js"};',
    );
    // The only entry, and the table of an unminified build (`docusaurus build --no-minify`).
    expect(
      moveChunkFiles({ ...runtime, source: '({48:"2ebb8012"})[e]' }, routesChunk("'"), [
        { id: '48', file: file('48', '2ebb8012') },
      ]).runtime,
    ).toBe('({})[e]');
    const unminified = '({\n  "1": "aaaa1111",\n  "48": "2ebb8012"\n})[chunkId]';
    expect(
      moveChunkFiles({ ...runtime, source: unminified }, routesChunk(), [{ id: '48', file: file('48', '2ebb8012') }])
        .runtime,
    ).toBe('({\n  "1": "aaaa1111"})[chunkId]');
    // With no chunk to move, the routes chunk names none.
    expect(moveChunkFiles(runtime, routesChunk(), [])).toEqual({
      runtime: runtime.source,
      routesChunk: 'e.d(t,{chunkFiles:()=>o});const o={};',
    });
  });

  it('finds an id with trailing zeros as the minifier writes it, in exponent form', () => {
    const runtime = { file: 'assets/js/runtime~main.js', source: '({1:"aaaa1111",56e3:"5e3a0000",100:"bbbb2222"})[e]' };
    const moved = [
      { id: '56000', file: file('56000', '5e3a0000') },
      { id: '100', file: file('100', 'bbbb2222') },
    ];
    expect(moveChunkFiles(runtime, routesChunk(), moved).runtime).toBe('({1:"aaaa1111"})[e]');
  });

  it('moves them only in builds whose chunk files are named by content hash: `docusaurus start` has no table of hashes', () => {
    const bundlerUtils = {
      currentBundler: { name: 'rspack', instance: createRequire(import.meta.url)('@rspack/core') },
    };
    const plugin = routingPlugin({
      siteDir: path.resolve('.'),
      generatedFilesDir: path.resolve('.docusaurus'),
      siteConfig,
    } as unknown as LoadContext);
    type Config = {
      plugins: { apply: unknown }[];
      module: { rules: { loader?: string; options: { chunkFilesPlaceholder?: string | null } }[] };
    };
    const ChunkAssetPlugin = (createRequire(import.meta.url)(CHUNK_ASSET_PLUGIN) as { default: new () => object })
      .default;
    const configFor = (chunkFilename: string, isServer = false) =>
      plugin.configureWebpack!(
        { output: { chunkFilename }, plugins: [new ChunkAssetPlugin()] } as never,
        isServer,
        bundlerUtils as never,
        {} as never,
      ) as Config;
    const routesRule = (config: Config) =>
      config.module.rules.find((rule) => rule.loader?.endsWith('routesLoader.cjs'))!;
    const production = configFor('assets/js/[name].[contenthash:8].js');
    const development = configFor('assets/js/[name].js');
    // The chunk-file move is the one plugin a production build adds.
    expect(production.plugins).toHaveLength(development.plugins.length + 1);
    expect(routesRule(production).options.chunkFilesPlaceholder).toBe(CHUNK_FILES_PLACEHOLDER);
    expect(routesRule(development).options.chunkFilesPlaceholder).toBeNull();
    expect(configFor('assets/js/[name].[contenthash:8].js', true).plugins ?? []).toEqual([]);
  });

  it('fails the build, naming the file and the chunk, if the runtime has no entry for a chunk, or the routes chunk no placeholder', () => {
    const runtime = { file: 'assets/js/runtime~main.js', source: '({48:"2ebb8012",106:"9c12d8f7"})[e]' };
    // 106's entry is another chunk's hash: not the one in this file's name.
    expect(() => moveChunkFiles(runtime, routesChunk(), [{ id: '106', file: file('106', 'ffff0000') }])).toThrow(
      "assets/js/runtime~main.js: expected one entry for chunk 106 (assets/js/106.ffff0000.js) in the webpack runtime's table of file hashes, found 0",
    );
    expect(() => moveChunkFiles(runtime, { file: 'assets/js/461.js', source: 'const o={};' }, [])).toThrow(
      `assets/js/461.js: expected one ${CHUNK_FILES_PLACEHOLDER} in the routes chunk, found 0`,
    );
  });

  it('fails the build, saying the runtime has changed shape, unless it has exactly one table of file hashes indexed by chunk id', () => {
    const moving = (source: string) => () =>
      moveChunkFiles({ file: 'assets/js/runtime~main.js', source }, routesChunk(), [
        { id: '48', file: file('48', '2ebb8012') },
      ]);
    const changedShape = (found: number) =>
      `assets/js/runtime~main.js: expected the webpack runtime to name chunk files from one table of file hashes by chunk id, ({48:"2ebb8012",…})[chunkId], found ${found}: the runtime has changed shape; update src/routing/lazyChunkFiles.ts`;
    // The table held in a variable, or not in parentheses: no table indexed as expected.
    expect(moving('var h={48:"2ebb8012"};n.u=e=>"assets/js/"+e+"."+h[e]+".js"')).toThrow(changedShape(0));
    expect(moving('n.u=e=>"assets/js/"+e+"."+{48:"2ebb8012"}[e]+".js"')).toThrow(changedShape(0));
    // Two tables (scripts and styles, say): which one to edit is not known.
    expect(moving('n.u=e=>({48:"2ebb8012"})[e];n.k=e=>({48:"77aa0000"})[e]')).toThrow(changedShape(2));
  });

  it("leaves the runtime no entry for a reference page's chunk, and has the built routes chunk of its area name its file, which exists", () => {
    const { buildDir } = builtOutput();
    const mutatorContent = contentChunkFile('@site/docs/api/Mutator/classes/Mutator.md', buildDir);
    const [id, hash] = mutatorContent.split('.');
    const runtime = builtRuntime();
    expect(runtime).not.toMatch(new RegExp(`[{,]${id}:"`));
    expect(runtime).not.toContain(hash);
    // A guide's chunk keeps its entry, and so does each routes chunk.
    const [guideId, guideHash] = contentChunkFile('@site/docs/guides/getting-started.mdx', buildDir).split('.');
    expect(runtime).toContain(`${guideId}:"${guideHash}"`);
    const chunkDir = path.join(buildDir, 'assets/js');
    const routesChunks = lazyRoutesChunkFiles(buildDir);
    const filesOf = (routesChunk: string) => {
      const routes = readFileSync(path.join(chunkDir, routesChunk), 'utf8');
      expect(routes).not.toContain(CHUNK_FILES_PLACEHOLDER);
      return JSON.parse(/\{"\d+":"assets\/js\/[^}]*\}/.exec(routes)![0]) as Record<string, string>;
    };
    for (const routesChunk of routesChunks) {
      const [routesId, routesHash] = routesChunk.split('.');
      expect(runtime).toContain(`${routesId}:"${routesHash}"`);
    }
    expect(filesOf(lazyRoutesChunkFileOf('/mutate/api/Mutator/classes/Mutator', buildDir))[id]).toBe(
      `assets/js/${mutatorContent}`,
    );
    const files = routesChunks.map(filesOf);
    const all = Object.assign({}, ...files) as Record<string, string>;
    expect(Object.keys(all).length).toBe(files.reduce((sum, chunkFiles) => sum + Object.keys(chunkFiles).length, 0)); // each file in one chunk
    expect(Object.keys(all).length).toBeGreaterThan(190);
    expect(Object.values(all).filter((name) => !existsSync(path.join(buildDir, name)))).toEqual([]);
  });
});
