import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rspack } from '@docusaurus/faster';
import type { ConfigureWebpackUtils, LoadContext, Plugin } from '@docusaurus/types';
import bundlePlugin, { RUNTIME_CHUNK_FILE } from '../../src/bundle/plugin';
import { builtOutput } from './built-output';
import { builtMainBundle } from './helpers';

// src/bundle/plugin.ts and what the features' plugins keep out of the main bundle; the built
// bundle is checked after `docusaurus build`.
const utilsCommonLib = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/utils-common'));

describe('the scripts every page loads (src/bundle/plugin.ts)', () => {
  it('minifies the runtime apart, with names given in order, not by the characters of the hashes it holds before they are final', () => {
    const plugin = bundlePlugin({ siteDir: path.resolve('.') } as LoadContext) as Plugin;
    const stockMinimizer = new rspack.SwcJsMinimizerRspackPlugin();
    const cssMinimizer = new rspack.LightningCssMinimizerRspackPlugin();
    const config = { mode: 'production', optimization: { minimize: true, minimizer: [stockMinimizer, cssMinimizer] } };
    const utils = { currentBundler: { instance: rspack } } as unknown as ConfigureWebpackUtils;
    plugin.configureWebpack!(config as never, false, utils, undefined);
    const [others, runtime, css] = config.optimization.minimizer as unknown as { _args: [Record<string, unknown>] }[];
    expect(others._args[0]).toMatchObject({
      exclude: RUNTIME_CHUNK_FILE,
      minimizerOptions: { minify: true, mangle: true },
    });
    expect(runtime._args[0]).toMatchObject({
      include: RUNTIME_CHUNK_FILE,
      minimizerOptions: { mangle: { disableCharFreq: true } },
    });
    expect(css).toBe(cssMinimizer);
    expect(RUNTIME_CHUNK_FILE.test('assets/js/runtime~main.1ae79a36.js')).toBe(true);
    expect(RUNTIME_CHUNK_FILE.test('assets/js/main.8b2b894b.js')).toBe(false);
    // Another minimizer than the one it knows fails the build instead of leaving the runtime as it was.
    const unknown = { mode: 'production', optimization: { minimize: true, minimizer: [cssMinimizer] } };
    expect(() => plugin.configureWebpack!(unknown as never, false, utils, undefined)).toThrow(
      /SwcJsMinimizerRspackPlugin/,
    );
  });

  it('gives @docusaurus/utils-common all the tslib helpers it uses', () => {
    const helpers = readdirSync(utilsCommonLib)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => readFileSync(path.join(utilsCommonLib, file), 'utf8').match(/tslib_1\.(\w+)/g) ?? [])
      .map((use) => use.replace('tslib_1.', ''));
    expect(new Set(helpers)).toEqual(new Set(['__importDefault']));
  });

  it('leaves Prism, search and the rest of tslib out of the built main bundle', () => {
    const main = builtMainBundle();
    expect(main).not.toContain('__awaiter'); // tslib
    expect(main).not.toContain('punctuation'); // a token name of Prism's grammars
    expect(main).not.toContain('apiname'); // the search chunk's name tokens (src/search/ranking.ts)
    expect(main).not.toContain('See all results'); // the search box's suggestion list
    expect(main).not.toContain('pagefind.js'); // Pagefind, which the search chunk fetches
  });

  it('has every built script start with the hint to compile all its functions while it downloads', () => {
    const jsDir = path.join(builtOutput().buildDir, 'assets/js');
    const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(200);
    const unhinted = scripts.filter(
      (file) => !readFileSync(path.join(jsDir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(unhinted).toEqual([]);
  });
});
