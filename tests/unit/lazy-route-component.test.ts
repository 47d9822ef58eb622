import type { ChunkNames } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';
import routeChunkNames from '../../src/routeChunkNames';

// Stands in for Docusaurus's ComponentCreator: records the chunk names of each component it builds,
// found as the original finds them, by `${path}-${hash}`; each has react-loadable's preload.
const built: object[] = [];
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    const chunkNames = path === '*' ? { notFound: true } : routeChunkNames[`${path}-${hash}`];
    built.push(chunkNames);
    const Route = () => null;
    Route.preload = () => Promise.resolve(chunkNames);
    Route.chunkNames = chunkNames;
    return Route;
  },
}));
const { default: lazyRouteComponent } = await import('../../src/lazyRouteComponent');

describe('route components in the browser (src/lazyRouteComponent.ts)', () => {
  it('builds none when the route table is made, and each once, with its own chunk names, when its route renders or preloads', async () => {
    const chunkNames: ChunkNames[] = [{ __comp: 'root' }, { __comp: 'doc', content: 'api' }, { __comp: 'doc', content: 'guide' }];
    const routes = chunkNames.map((names) => lazyRouteComponent(names));
    expect(built).toEqual([]);
    expect(routes.map((route) => route.chunkNames)).toEqual(chunkNames);

    // Rendering a route renders its built component with the same props.
    const element = routes[1]({ location: '/mutate/api' });
    expect((element.type as unknown as { chunkNames: object }).chunkNames).toBe(chunkNames[1]);
    expect(element.props).toEqual({ location: '/mutate/api' });
    expect(built).toEqual([chunkNames[1]]);

    await expect(routes[2].preload()).resolves.toBe(chunkNames[2]);
    routes[1]({});
    await routes[1].preload();
    expect(built).toEqual([chunkNames[1], chunkNames[2]]);
  });

  it("builds the 404 route, which has no chunks, as Docusaurus's not-found route", async () => {
    const notFound = lazyRouteComponent('*');
    expect(notFound.chunkNames).toEqual({});
    await expect(notFound.preload()).resolves.toEqual({ notFound: true });
  });
});
