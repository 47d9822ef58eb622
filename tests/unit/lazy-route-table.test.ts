import { describe, expect, it, vi } from 'vitest';

// The browser's registry of route chunks, which the split-off routes add to.
const registry: Record<string, unknown> = { intro: 'intro chunk' };
vi.mock('@generated/registry', () => ({ default: registry }));
// The docs plugin's global data, whose docs list the split-off docs go back into.
const globalDocs = [{ id: 'index' }, { id: 'guides/getting-started' }];
vi.mock('@generated/globalData', () => ({ default: { 'docusaurus-plugin-content-docs': { default: { versions: [{ docs: globalDocs }] } } } }));
// webpack's runtime, whose table of chunk files lacks those of the split-off routes' chunks.
const webpackRuntime = { u: (chunkId: string) => `assets/js/${chunkId}.${{ 1: 'aaaa1111' }[chunkId]}.js` };
vi.stubGlobal('__webpack_require__', webpackRuntime);
const { addStandInRoute, loadRoutesFor, onRoutesAdded, routesLoadedFor, withLazyRoutes } = await import('../../src/lazyRouteTable');

type Route = { path: string; component: unknown; exact?: boolean; routes?: Route[] };
const page = (path: string): Route => ({ path, component: path, exact: true });

describe('routes that load apart from the main bundle (src/lazyRouteTable.ts)', () => {
  it('adds the split-off routes where they were, with their registry entries, chunk files and docs, once, when a path under the prefix needs them', async () => {
    const docs: Route = { path: '/mutate/', component: 'docs', routes: [page('/mutate/'), page('/mutate/api'), page('/mutate/guides/getting-started')] };
    const table = [page('/mutate/search'), docs, page('*')];
    let loads = 0;
    let failNextLoad = true;
    const load = async () => {
      loads += 1;
      if (failNextLoad) {
        failNextLoad = false;
        throw new Error('ChunkLoadError: Loading chunk 461 failed.');
      }
      return {
        registry: { mutator: 'mutator chunk' },
        groups: [[page('/mutate/api/Mutator/'), page('/mutate/api/Mutator/classes/Mutator')]],
        docs: [{ plugin: 'default', version: 0, at: 1, docs: [{ id: 'api/Mutator/index' }, { id: 'api/Mutator/classes/Mutator' }] }],
        chunkFiles: { 48: 'assets/js/48.2ebb8012.js' },
      };
    };
    type Load = Parameters<typeof withLazyRoutes>[3];
    expect(withLazyRoutes(table, '/mutate/api/', [{ parent: [1], index: 2, sidebar: 'docsSidebar' }], load as unknown as Load)).toBe(table);
    const added: string[] = [];
    onRoutesAdded((route) => added.push(route.path));

    // Paths outside the prefix need nothing loaded.
    expect(routesLoadedFor('/mutate/guides/getting-started')).toBe(true);
    expect(routesLoadedFor('/mutate/api')).toBe(true);
    expect(routesLoadedFor('/mutate/api/')).toBe(true); // the reference's first page, which the table has
    await loadRoutesFor('/mutate/guides/getting-started');
    expect(loads).toBe(0);

    // A failed load rejects and leaves the table as it was; the next call tries again.
    expect(routesLoadedFor('/mutate/api/Mutator/classes/Mutator')).toBe(false);
    await expect(loadRoutesFor('/mutate/api/Mutator/classes/Mutator')).rejects.toThrow('ChunkLoadError');
    expect(webpackRuntime.u('48')).toBe('assets/js/48.undefined.js');
    expect(docs.routes!.map((route) => route.path)).toEqual(['/mutate/', '/mutate/api', '/mutate/guides/getting-started']);

    // A stand-in for a page whose routes failed goes where they go, with their sidebar; once
    // loaded, they come first.
    addStandInRoute(page('/mutate/api/Mutator/classes/Mutator'));
    expect(docs.routes![2]).toMatchObject({ path: '/mutate/api/Mutator/classes/Mutator', sidebar: 'docsSidebar' });
    await Promise.all([loadRoutesFor('/mutate/api/Mutator/'), loadRoutesFor('/mutate/api/Mutator/classes/Mutator')]);
    expect(loads).toBe(2);
    expect(docs.routes!.map((route) => route.path)).toEqual([
      '/mutate/',
      '/mutate/api',
      '/mutate/api/Mutator/',
      '/mutate/api/Mutator/classes/Mutator',
      '/mutate/api/Mutator/classes/Mutator', // the stand-in
      '/mutate/guides/getting-started',
    ]);
    expect(added).toEqual(['/mutate/api/Mutator/classes/Mutator', '/mutate/api/Mutator/', '/mutate/api/Mutator/classes/Mutator']);
    expect(registry).toEqual({ intro: 'intro chunk', mutator: 'mutator chunk' });
    expect(webpackRuntime.u('48')).toBe('assets/js/48.2ebb8012.js');
    expect(webpackRuntime.u('1')).toBe('assets/js/1.aaaa1111.js');
    expect(globalDocs.map((doc) => doc.id)).toEqual(['index', 'api/Mutator/index', 'api/Mutator/classes/Mutator', 'guides/getting-started']);
    expect(routesLoadedFor('/mutate/api/anything')).toBe(true);
    await loadRoutesFor('/mutate/api/anything');
    expect(loads).toBe(2);
  });
});
