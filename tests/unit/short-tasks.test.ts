import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import shortTasksPlugin from '../../src/plugins/shortTasks';
import { builtMainBundle } from './helpers';

// src/plugins/shortTasks.ts; the built bundle is checked after `docusaurus build`. Route prefetching
// (src/routePrefetch.ts) is checked in a browser: tests/e2e/prefetch.spec.ts.
const require = createRequire(import.meta.url);
type Edit = [find: string, replace: string];
const sourceEditLoader = require('../../src/plugins/sourceEditLoader.cjs') as (
  this: { resourcePath: string; getOptions: () => { edits: Edit[] } },
  source: string,
) => string;

type Rule = { test: string; loader?: string; options: { edits: Edit[] }; resolve?: { alias: Record<string, string> } };
function bundlerConfig(isServer: boolean): { module?: { rules: Rule[] } } {
  const plugin = shortTasksPlugin({ siteDir: path.resolve('.'), generatedFilesDir: path.resolve('.docusaurus') } as LoadContext);
  const utils = { currentBundler: { name: 'rspack', instance: require('@rspack/core') } };
  return plugin.configureWebpack!({} as never, isServer, utils as never, {} as never) as { module?: { rules: Rule[] } };
}
const sourceEditRules = () => bundlerConfig(false).module!.rules.filter((rule) => rule.loader);

describe('shorter main-thread tasks (src/plugins/shortTasks.ts)', () => {
  it('edits the installed Docusaurus, React Router and search box modules it names, each edit applied', () => {
    const rules = sourceEditRules();
    expect(rules.map((rule) => path.basename(rule.test)).sort()).toEqual(
      ['SearchBar.jsx', 'react-router.js', 'reactUtils.js', 'useCodeWordWrap.js', 'useWindowSize.js'],
    );
    for (const { test: resourcePath, loader, options } of rules) {
      expect(loader).toBe(path.resolve('src/plugins/sourceEditLoader.cjs'));
      const source = readFileSync(resourcePath, 'utf8');
      const edited = sourceEditLoader.call({ resourcePath, getOptions: () => options }, source);
      for (const [, replace] of options.edits) {
        expect(source).not.toContain(replace);
        expect(edited).toContain(replace);
      }
    }
  });

  it("builds route components lazily in the browser's route table only (src/lazyRouteComponent.ts)", () => {
    const routesRule = bundlerConfig(false).module!.rules.find((rule) => rule.test === path.resolve('.docusaurus/routes.js'));
    expect(routesRule?.resolve?.alias).toEqual({ '@docusaurus/ComponentCreator$': path.resolve('src/lazyRouteComponent.ts') });
    // Server rendering needs every route's component built before it renders.
    expect(bundlerConfig(true)).toEqual({});
  });

  it("sorts useShallowMemoObject's keys without localeCompare in the built bundle", () => {
    expect(builtMainBundle()).not.toMatch(/\[0\]\.localeCompare\(\w+\[0\]\)/);
  });

  it('has every built script start with the hint to compile all its functions while it downloads', () => {
    const jsDir = path.resolve('build/assets/js');
    const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(200);
    const unhinted = scripts.filter((file) => !readFileSync(path.join(jsDir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(unhinted).toEqual([]);
  });

  it('fails the build, naming the file, if a module no longer has the text an edit replaces', () => {
    const resourcePath = '/x/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
    const getOptions = () => ({ edits: [['a[0].localeCompare(b[0])', 'a[0] < b[0]'] as Edit] });
    expect(() => sourceEditLoader.call({ resourcePath, getOptions }, 'deps.sort();')).toThrow(
      `${resourcePath} no longer contains a[0].localeCompare(b[0])`,
    );
  });
});
