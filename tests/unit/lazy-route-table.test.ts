import { describe, expect, it, vi } from 'vitest';

// The browser's registry of route chunks, which the split-off routes add to.
const registry: Record<string, unknown> = { intro: 'intro chunk' };
vi.mock('@generated/registry', () => ({ default: registry }));
// The docs plugin's global data, whose docs list the split-off docs go back into.
const globalDocs = [{ id: 'index' }, { id: 'guides/getting-started' }];
vi.mock('@generated/globalData', () => ({
  default: { 'docusaurus-plugin-content-docs': { default: { versions: [{ docs: globalDocs }] } } },
}));
// webpack's runtime, whose table of chunk files lacks those of the split-off routes' chunks.
const webpackRuntime = { u: (chunkId: string) => `assets/js/${chunkId}.${{ 1: 'aaaa1111' }[chunkId]}.js` };
vi.stubGlobal('__webpack_require__', webpackRuntime);
const { addStandInRoute, loadRoutesFor, onRoutesAdded, routesLoadedFor, withLazyRoutes } =
  await import('../../src/routing/lazyRouteTable');

type Route = { path: string; component: unknown; exact?: boolean; routes?: Route[] };
const page = (path: string): Route => ({ path, component: path, exact: true });

describe('routes that load apart from the main bundle (src/routing/lazyRouteTable.ts)', () => {
  it("adds a chunk's routes where they were, with their registry entries, chunk files and docs, once, when a path of its areas needs them, chunks in any order", async () => {
    const docs: Route = {
      path: '/mutate/',
      component: 'docs',
      routes: [page('/mutate/'), page('/mutate/api'), page('/mutate/guides/getting-started')],
    };
    const table = [page('/mutate/search'), docs, page('*')];
    const loads: number[] = [];
    let failNextLoad = true;
    // Two chunks: areas up to "l…", and "m…" on.
    const chunkOf = (pathname: string) => (pathname.slice('/mutate/api/'.length).toLowerCase() < 'm' ? 0 : 1);
    const lazyChunks = [
      {
        registry: { locator: 'locator chunk' },
        groups: [[page('/mutate/api/Locator/')]],
        docs: [{ plugin: 'default', version: 0, docs: [{ id: 'api/Locator/index' }] }],
        chunkFiles: { 7: 'assets/js/7.77777777.js' },
      },
      {
        registry: { mutator: 'mutator chunk' },
        groups: [[page('/mutate/api/Mutator/'), page('/mutate/api/Mutator/classes/Mutator')]],
        docs: [
          { plugin: 'default', version: 0, docs: [{ id: 'api/Mutator/index' }, { id: 'api/Mutator/classes/Mutator' }] },
        ],
        chunkFiles: { 48: 'assets/js/48.2ebb8012.js' },
      },
    ];
    const load = (chunk: number) => async () => {
      loads.push(chunk);
      if (failNextLoad) {
        failNextLoad = false;
        throw new Error('ChunkLoadError: Loading chunk 461 failed.');
      }
      return lazyChunks[chunk];
    };
    type Loads = Parameters<typeof withLazyRoutes>[4];
    expect(
      withLazyRoutes(table, '/mutate/api/', [{ parent: [1], index: 2, sidebar: 'docsSidebar' }], chunkOf, [
        load(0),
        load(1),
      ] as unknown as Loads),
    ).toBe(table);
    const added: string[] = [];
    onRoutesAdded((route) => added.push(route.path));
    const paths = () => docs.routes!.map((route) => route.path);

    // Paths outside the prefix need nothing loaded.
    expect(routesLoadedFor('/mutate/guides/getting-started')).toBe(true);
    expect(routesLoadedFor('/mutate/api')).toBe(true);
    expect(routesLoadedFor('/mutate/api/')).toBe(true); // the reference's first page, which the table has
    await loadRoutesFor('/mutate/guides/getting-started');
    expect(loads).toEqual([]);

    // A failed load rejects and leaves the table as it was; the next call tries again.
    expect(routesLoadedFor('/mutate/api/Mutator/classes/Mutator')).toBe(false);
    await expect(loadRoutesFor('/mutate/api/Mutator/classes/Mutator')).rejects.toThrow('ChunkLoadError');
    expect(webpackRuntime.u('48')).toBe('assets/js/48.undefined.js');
    expect(paths()).toEqual(['/mutate/', '/mutate/api', '/mutate/guides/getting-started']);

    // A stand-in for a page whose routes failed goes where they go, with their sidebar; once
    // loaded, they come first.
    addStandInRoute(page('/mutate/api/Mutator/classes/Mutator'));
    expect(docs.routes![2]).toMatchObject({ path: '/mutate/api/Mutator/classes/Mutator', sidebar: 'docsSidebar' });
    await Promise.all([loadRoutesFor('/mutate/api/Mutator/'), loadRoutesFor('/mutate/api/Mutator/classes/Mutator')]);
    expect(loads).toEqual([1, 1]);
    expect(paths()).toEqual([
      '/mutate/',
      '/mutate/api',
      '/mutate/api/Mutator/',
      '/mutate/api/Mutator/classes/Mutator',
      '/mutate/api/Mutator/classes/Mutator', // the stand-in
      '/mutate/guides/getting-started',
    ]);
    expect(added).toEqual([
      '/mutate/api/Mutator/classes/Mutator',
      '/mutate/api/Mutator/',
      '/mutate/api/Mutator/classes/Mutator',
    ]);
    expect(registry).toEqual({ intro: 'intro chunk', mutator: 'mutator chunk' });
    expect(webpackRuntime.u('48')).toBe('assets/js/48.2ebb8012.js');
    expect(webpackRuntime.u('1')).toBe('assets/js/1.aaaa1111.js');
    expect(globalDocs.map((doc) => doc.id)).toEqual([
      'index',
      'guides/getting-started',
      'api/Mutator/index',
      'api/Mutator/classes/Mutator',
    ]);
    // The areas of a loaded chunk need nothing more; another chunk's load only when needed, and go
    // with the routes already there, whatever the order.
    expect(routesLoadedFor('/mutate/api/Mutator/anything')).toBe(true);
    expect(routesLoadedFor('/mutate/api/Locator/')).toBe(false);
    await loadRoutesFor('/mutate/api/Mutator/anything');
    expect(loads).toEqual([1, 1]);
    await loadRoutesFor('/mutate/api/locator/'); // React Router matches any case
    expect(loads).toEqual([1, 1, 0]);
    expect(paths().slice(2, -1)).toEqual([
      '/mutate/api/Locator/',
      '/mutate/api/Mutator/',
      '/mutate/api/Mutator/classes/Mutator',
      '/mutate/api/Mutator/classes/Mutator',
    ]);
    expect(registry).toEqual({ intro: 'intro chunk', mutator: 'mutator chunk', locator: 'locator chunk' });
    expect(webpackRuntime.u('7')).toBe('assets/js/7.77777777.js');
    expect(globalDocs.map((doc) => doc.id)).toContain('api/Locator/index');
  });
});
