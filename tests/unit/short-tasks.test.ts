import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { builtMainBundle } from './helpers';

// src/plugins/shortTasks.ts; the built bundle is checked after `docusaurus build`. Route prefetching
// (src/routePrefetch.ts) is checked in a browser: tests/e2e/prefetch.spec.ts.
const require = createRequire(import.meta.url);
const shallowMemoSortLoader = require('../../src/plugins/shallowMemoSortLoader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

describe('shorter main-thread tasks (src/plugins/shortTasks.ts)', () => {
  it("sorts useShallowMemoObject's keys without localeCompare in the built bundle", () => {
    expect(builtMainBundle()).not.toMatch(/\[0\]\.localeCompare\(\w+\[0\]\)/);
  });

  it('fails the build, naming the file, if theme-common no longer has the sort it replaces', () => {
    const resourcePath = '/x/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
    expect(() => shallowMemoSortLoader.call({ resourcePath }, 'deps.sort();')).toThrow(
      `${resourcePath} no longer contains a[0].localeCompare(b[0])`,
    );
  });
});
