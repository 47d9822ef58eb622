import { readFileSync } from 'node:fs';
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

type Rule = { test: string; loader: string; options: { edits: Edit[] } };
function sourceEditRules(): Rule[] {
  const plugin = shortTasksPlugin({ siteDir: path.resolve('.') } as LoadContext);
  const config = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as { module: { rules: Rule[] } };
  return config.module.rules;
}

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

  it("sorts useShallowMemoObject's keys without localeCompare in the built bundle", () => {
    expect(builtMainBundle()).not.toMatch(/\[0\]\.localeCompare\(\w+\[0\]\)/);
  });

  it('fails the build, naming the file, if a module no longer has the text an edit replaces', () => {
    const resourcePath = '/x/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
    const getOptions = () => ({ edits: [['a[0].localeCompare(b[0])', 'a[0] < b[0]'] as Edit] });
    expect(() => sourceEditLoader.call({ resourcePath, getOptions }, 'deps.sort();')).toThrow(
      `${resourcePath} no longer contains a[0].localeCompare(b[0])`,
    );
  });
});
