import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LAZY_ROUTES_CHUNK_PAGES } from '../../src/routing/plugin';

// How the reference's routes are split into chunks of a bounded number of pages
// (src/routing/routeTable.cjs); the built site's chunks are checked in routing.test.ts.
const require = createRequire(import.meta.url);
const { routeChunkKeys, routeChunkOf } = require('../../src/routing/routeTable.cjs') as {
  routeChunkKeys: (paths: string[], prefix: string, pageBudget: number) => string[];
  routeChunkOf: (pathname: string, prefix: string, firstKeys: string[]) => number;
};

const pages = (area: string, count: number) => Array.from({ length: count }, (_, index) => `/p/${area}/page${index}`);
/** The number of `paths` in each chunk, split with `pageBudget`. */
function chunkSizes(paths: string[], pageBudget: number): number[] {
  const firstKeys = routeChunkKeys(paths, '/p/', pageBudget);
  const sizes: number[] = Array.from({ length: firstKeys.length + 1 }, () => 0);
  for (const pathname of paths) sizes[routeChunkOf(pathname, '/p/', firstKeys)] += 1;
  return sizes;
}

describe("the chunks of the reference's routes (src/routing/routeTable.cjs)", () => {
  const paths = [...pages('e', 2), ...pages('a', 5), ...pages('B', 1), ...pages('c', 1), ...pages('d', 4)];

  it('splits the sorted areas into as few runs as hold the page budget each, with as few paths as can be in the largest', () => {
    // A budget of 6 takes three runs, a (5) | b, c (2) | d, e (6); balanced: a, b (6) | c, d (5) | e (2).
    expect(routeChunkKeys(paths, '/p/', 6)).toEqual(['c', 'e']);
    expect(chunkSizes(paths, 6)).toEqual([6, 5, 2]);
    expect(routeChunkKeys(paths, '/p/', 13)).toEqual([]);
  });

  it('splits an area larger than the budget by its pages, so no chunk holds more than the budget', () => {
    // a's five pages are split: a0–a3 | a4, b, c | d | e.
    expect(chunkSizes(paths, 4)).toEqual([4, 3, 4, 2]);
    expect(routeChunkKeys(paths, '/p/', 4)).toEqual(['a page4', 'd', 'e']);
    expect(chunkSizes(paths, 1)).toEqual(Array.from({ length: 13 }, () => 1));
  });

  it('gives a path the chunk of the pages it sorts among, whatever its case', () => {
    const firstKeys = ['c', 'e'];
    expect(
      ['/p/a/page0', '/p/B/page0', '/p/A/', '/p/', '/p/aa'].map((pathname) => routeChunkOf(pathname, '/p/', firstKeys)),
    ).toEqual([0, 0, 0, 0, 0]);
    expect(
      ['/p/c/page0', '/p/C/page0', '/p/d', '/p/cz/x', '/p/c-d/x'].map((pathname) =>
        routeChunkOf(pathname, '/p/', firstKeys),
      ),
    ).toEqual([1, 1, 1, 1, 1]);
    expect(['/p/e/page1', '/p/zz'].map((pathname) => routeChunkOf(pathname, '/p/', firstKeys))).toEqual([2, 2]);
    // An area's pages sort before the next area's, whichever characters follow its name.
    expect(['/p/c/page9', '/p/c-d/', '/p/c-d/page0'].map((pathname) => routeChunkOf(pathname, '/p/', ['c-d']))).toEqual(
      [0, 1, 1],
    );
  });

  // The guard of a reference page's first visit: the routes it loads do not grow with the pages
  // outside its chunk, however large the reference and however its declarations are laid out in
  // folders, and the chunks, which every page's main bundle names, are no more than the budget needs.
  it.each([
    ['side by side', (index: number) => `area${String(index).padStart(5, '0')}`],
    ['nested in one folder', (index: number) => `scale/Area${index}`],
  ])('bounds each chunk by the page budget at any size of the reference, areas %s', (_, areaName) => {
    const budget = LAZY_ROUTES_CHUNK_PAGES;
    for (const scale of [1, 5, 20]) {
      const reference = [
        ...pages('effects', 31),
        ...pages('huge', budget * 2 + 5),
        ...pages('lib', 19),
        ...Array.from({ length: 70 * scale }, (_, index) => pages(areaName(index), 3)).flat(),
      ];
      const sizes = chunkSizes(reference, budget);
      expect(sizes.reduce((sum, size) => sum + size)).toBe(reference.length);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(budget);
      // No more chunks than twice the fewest that could hold the pages.
      expect(sizes.length).toBeLessThanOrEqual(2 * Math.ceil(reference.length / budget));
    }
  });
});
