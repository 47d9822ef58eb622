import type { ChunkNames } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';
import routeChunkNames from '../../src/routeChunkNames';

// Stands in for Docusaurus's ComponentCreator: records the route path and chunk names of each
// component it builds (found as the original finds them, by `${path}-${hash}`); each has
// react-loadable's preload.
const built: { path: string; chunkNames?: ChunkNames }[] = [];
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    const record = { path, chunkNames: routeChunkNames[`${path}-${hash}`] };
    built.push(record);
    const Route = () => null;
    Route.preload = () => Promise.resolve(record);
    Route.record = record;
    return Route;
  },
}));
const { default: lazyRouteComponent } = await import('../../src/lazyRouteComponent');

describe('route components in the browser (src/lazyRouteComponent.ts)', () => {
  it('builds none when the route table is made, and each once, with its path and chunk names, when its route renders or preloads', async () => {
    const table: [string, ChunkNames][] = [
      ['/mutate/', { __comp: 'root' }],
      ['/mutate/', { __comp: 'doc', content: 'intro' }],
      ['/mutate/guides/getting-started', { __comp: 'doc', content: 'guide' }],
    ];
    const routes = table.map(([path, chunkNames]) => lazyRouteComponent(path, chunkNames));
    expect(built).toEqual([]);
    expect(routes.map((route) => route.chunkNames)).toEqual(table.map(([, chunkNames]) => chunkNames));

    // Rendering a route renders its built component with the same props. Two routes with one path
    // (a layout and its index page) keep their own chunk names.
    const element = routes[1]({ location: '/mutate/' });
    expect((element.type as unknown as { record: object }).record).toEqual({ path: '/mutate/', chunkNames: table[1][1] });
    expect(element.props).toEqual({ location: '/mutate/' });
    await expect(routes[0].preload()).resolves.toEqual({ path: '/mutate/', chunkNames: table[0][1] });

    await expect(routes[2].preload()).resolves.toEqual({ path: '/mutate/guides/getting-started', chunkNames: table[2][1] });
    routes[1]({});
    await routes[1].preload();
    expect(built.map(({ chunkNames }) => chunkNames)).toEqual([table[1][1], table[0][1], table[2][1]]);
  });

  it("builds the 404 route, which has no chunks, as Docusaurus's not-found route", async () => {
    const notFound = lazyRouteComponent('*');
    expect(notFound.chunkNames).toEqual({});
    await expect(notFound.preload()).resolves.toMatchObject({ path: '*' });
  });
});
