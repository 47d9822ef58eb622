import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunksHolding } from '../site-crawl';
import { builtMainBundle as mainBundle } from './helpers';

// src/plugins/trimMainBundle.ts; the built bundle is checked after `docusaurus build`.
const require = createRequire(import.meta.url);
const utilsCommonLib = path.dirname(require.resolve('@docusaurus/utils-common'));

describe('code kept out of the main bundle (src/plugins/trimMainBundle.ts)', () => {
  it('gives @docusaurus/utils-common all the tslib helpers it uses', () => {
    const helpers = readdirSync(utilsCommonLib)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => readFileSync(path.join(utilsCommonLib, file), 'utf8').match(/tslib_1\.(\w+)/g) ?? [])
      .map((use) => use.replace('tslib_1.', ''));
    expect(new Set(helpers)).toEqual(new Set(['__importDefault']));
  });

  it('leaves Prism, mark.js, the search box on demand and the rest of tslib out of the built main bundle', () => {
    const main = mainBundle();
    expect(main).not.toContain('__awaiter'); // tslib
    expect(main).not.toContain('punctuation'); // a token name of Prism's grammars
    expect(main).not.toContain('acrossElements'); // a mark.js option
    expect(main).not.toContain('releaseProxy'); // a comlink export
    expect(main).not.toContain('M17 6v12c0'); // an icon of the search box's suggestion templates
  });

  it("leaves the source paths of the routes' modules out of the client's registry of route chunks", () => {
    const main = mainBundle();
    // Entries are [load the chunk, source path, module id]: one per route chunk (220 today).
    expect(main.match(/\.then\(\w+\.bind\(\w+,\d+\)\),null,\d+\]/g)?.length).toBeGreaterThan(200);
    expect(main).not.toMatch(/"@site\/docs\//);
  });

  it('names every built script by its chunk id, so the webpack runtime needs no table of chunk names', () => {
    const scripts = readdirSync(path.resolve('build/assets/js')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(200);
    expect(scripts.filter((file) => !/^(\d+|main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
  });

  it("has each page's HTML load its route's chunks along with the main bundle", () => {
    const html = readFileSync(path.resolve('build/guides/getting-started/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script src="?\/mutate\/([^" >]+)"? defer/g)].map(([, file]) => file);
    const content = chunksHolding('@site/docs/guides/getting-started.mdx').map((name) => `assets/js/${name}`);
    expect(content).toHaveLength(1);
    expect(scripts).toContain(content[0]);
    expect(scripts.length).toBeGreaterThan(3); // runtime, main, the doc page's chunks
  });

  it('sends the global data with most docs as their id alone, and rebuilds exactly the same data', () => {
    const compactGlobalDataLoader = require('../../src/plugins/compactGlobalDataLoader.cjs') as (source: string) => string;
    const source = readFileSync(path.resolve('.docusaurus/globalData.json'), 'utf8');
    const code = compactGlobalDataLoader(source);
    const module = { exports: {} };
    new Function('module', code)(module);
    expect(module.exports).toEqual(JSON.parse(source));
    // A reference page's doc, such as the Mutator class page, travels as its id.
    expect(code).toContain('\\"api/Mutator/classes/Mutator\\"');
    expect(code).not.toContain('/mutate/api/Mutator/classes/Mutator');
    expect(code.length).toBeLessThan(source.length / 2);
    expect(mainBundle()).toContain('sidebarOfIdOnlyDocs'); // the built bundle holds the compact form
  });
});
