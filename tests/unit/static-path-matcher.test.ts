import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import staticPathMatcher from '../../src/routing/staticPathMatcher';

// The matcher must answer exactly as the RegExp that React Router 5 gets from path-to-regexp 1.x.
// React Router's own copy (the site also has newer path-to-regexp versions, for other packages).
const require = createRequire(createRequire(import.meta.url).resolve('react-router/package.json'));
const pathToRegexp = require('path-to-regexp') as (path: string, keys: unknown[], options: object) => RegExp;

const paths = [
  '',
  '/',
  '/mutate',
  '/mutate/',
  '/mutate/api/',
  '/mutate/api/Mutator/classes/Mutator',
  '/mutate/guides/getting-started',
  '/a.b/c-d_e~f',
];
const pathnames = [
  '',
  '/',
  '/mutate',
  '/mutate/',
  '/MUTATE',
  '/Mutate/API/',
  '/mutatex',
  '/mutate/api',
  '/mutate/api/',
  '/mutate/api/x',
  '/mutate/api/Mutator/classes/Mutator',
  '/mutate/api/mutator/classes/mutator/',
  '/mutate/api/Mutator/classes/Mutator/x',
  '/mutate/guides/getting-started',
  '/mutate/guides/getting-started//',
  '/mutate/guides/getting-startedx',
  '/a.b/c-d_e~f',
  '/aXb/c-d_e~f',
  '/mutate/\u212Api',
  '/\u00e9',
];
const optionSets = [true, false].flatMap((end) =>
  [true, false].flatMap((strict) => [true, false].map((sensitive) => ({ end, strict, sensitive }))),
);

describe('static route path matcher (src/routing/staticPathMatcher.ts)', () => {
  it('matches as path-to-regexp does, for every path, URL and option', () => {
    for (const path of paths) {
      for (const options of optionSets) {
        const regexp = pathToRegexp(path, [], options);
        const matcher = staticPathMatcher(path, options)!;
        expect(matcher).toBeDefined();
        for (const pathname of pathnames) {
          const expected = regexp.exec(pathname);
          const actual = matcher.exec(pathname);
          expect([path, options, pathname, actual?.[0] ?? null]).toEqual([
            path,
            options,
            pathname,
            expected?.[0] ?? null,
          ]);
          if (actual) expect(actual.length).toBe(1);
        }
      }
    }
  });

  it('leaves paths with parameters, wildcards or non-ASCII characters to path-to-regexp', () => {
    for (const path of ['/docs/:id', '/docs/*', '/docs/(.*)', '/docs/:id?', '/docs/:id+', '/d\\:x', '/caf\u00e9']) {
      expect(staticPathMatcher(path, {})).toBeUndefined();
    }
  });
});
