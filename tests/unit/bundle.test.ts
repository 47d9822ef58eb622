import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtOutput } from './built-output';
import { builtMainBundle } from './helpers';

// src/bundle/plugin.ts and what the features' plugins keep out of the main bundle; the built
// bundle is checked after `docusaurus build`.
const utilsCommonLib = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/utils-common'));

describe('the scripts every page loads (src/bundle/plugin.ts)', () => {
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
