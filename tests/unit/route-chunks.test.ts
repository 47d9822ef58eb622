import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LAZY_ROUTES_CHUNK_PAGES } from '../../src/routing/plugin';

// How the reference's routes are split into chunks by area (src/routing/routeTable.cjs); the
// built site's chunks are checked in routing.test.ts.
const require = createRequire(import.meta.url);
const { routeChunkAreas, routeChunkOf } = require('../../src/routing/routeTable.cjs') as {
  routeChunkAreas: (paths: string[], prefix: string, pageBudget: number) => string[];
  routeChunkOf: (pathname: string, prefix: string, firstAreas: string[]) => number;
};

const pages = (area: string, count: number) => Array.from({ length: count }, (_, index) => `/p/${area}/page${index}`);
/** The number of `paths` in each chunk, split with `pageBudget`. */
function chunkSizes(paths: string[], pageBudget: number): number[] {
  const firstAreas = routeChunkAreas(paths, '/p/', pageBudget);
  const sizes: number[] = Array.from({ length: firstAreas.length + 1 }, () => 0);
  for (const pathname of paths) sizes[routeChunkOf(pathname, '/p/', firstAreas)] += 1;
  return sizes;
}

describe("the chunks of the reference's routes, by area (src/routing/routeTable.cjs)", () => {
  const paths = [...pages('e', 2), ...pages('a', 5), ...pages('B', 1), ...pages('c', 1), ...pages('d', 4)];

  it('splits the sorted areas into as few runs as hold the page budget each, with as few paths as can be in the largest', () => {
    // A budget of 6 takes three runs, a (5) | b, c (2) | d, e (6); balanced: a, b (6) | c, d (5) | e (2).
    expect(routeChunkAreas(paths, '/p/', 6)).toEqual(['c', 'e']);
    expect(chunkSizes(paths, 6)).toEqual([6, 5, 2]);
    expect(routeChunkAreas(paths, '/p/', 13)).toEqual([]);
    // An area over the budget is a run of its own.
    expect(routeChunkAreas(paths, '/p/', 1)).toEqual(['b', 'c', 'd', 'e']);
    expect(chunkSizes(paths, 4)).toEqual([5, 2, 4, 2]);
  });

  it('gives a path the chunk of its area, whatever its case, and a new area the chunk of the areas it sorts among', () => {
    const firstAreas = ['c', 'e'];
    expect(
      ['/p/a/page0', '/p/B/page0', '/p/A/', '/p/', '/p/aa'].map((pathname) =>
        routeChunkOf(pathname, '/p/', firstAreas),
      ),
    ).toEqual([0, 0, 0, 0, 0]);
    expect(
      ['/p/c/page0', '/p/C/page0', '/p/d', '/p/cz/x'].map((pathname) => routeChunkOf(pathname, '/p/', firstAreas)),
    ).toEqual([1, 1, 1, 1]);
    expect(['/p/e/page1', '/p/zz'].map((pathname) => routeChunkOf(pathname, '/p/', firstAreas))).toEqual([2, 2]);
  });

  // The guard of a reference page's first visit: the routes it loads do not grow with the areas
  // outside its chunk, however large the reference, and the chunks, which every page's main bundle
  // names, are no more than the budget needs.
  it('bounds each chunk by the page budget (or one area) at any size of the reference, with as few chunks as that takes', () => {
    const budget = LAZY_ROUTES_CHUNK_PAGES;
    for (const scale of [1, 5, 20]) {
      // Today's shape: a few large areas (one over the budget) among many small ones.
      const reference = [
        ...pages('effects', 31),
        ...pages('huge', budget * 2),
        ...pages('lib', 19),
        ...Array.from({ length: 70 * scale }, (_, index) => pages(`area${String(index).padStart(5, '0')}`, 3)).flat(),
      ];
      const sizes = chunkSizes(reference, budget);
      expect(sizes.reduce((sum, size) => sum + size)).toBe(reference.length);
      expect(sizes.filter((size) => size > budget)).toEqual([budget * 2]);
      // Two neighbouring chunks together would be over the budget: fewer would not do.
      sizes.slice(1).forEach((size, index) => expect(size + sizes[index]).toBeGreaterThan(budget));
    }
  });
});
