import type { ChunkNames } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';
import routeChunkNames from '../../src/routing/routeChunkNames';

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
const { default: withRouteComponents, lazyRouteComponent } = await import('../../src/routing/lazyRouteComponent');

describe('route components in the browser (src/routing/lazyRouteComponent.ts)', () => {
  it('builds none when the route table is made, and each once, with its path and chunk names, when its route renders or preloads', async () => {
    const table = [
      {
        path: '/mutate/',
        component: { __comp: 'root' },
        routes: [
          { path: '/mutate/', component: { __comp: 'doc', content: 'intro' }, exact: true },
          { path: '/mutate/guides/getting-started', component: { __comp: 'doc', content: 'guide' }, exact: true },
        ],
      },
    ];
    const chunkNames = [table[0].component, table[0].routes[0].component, table[0].routes[1].component];
    const [root] = withRouteComponents(table) as unknown as {
      component: ReturnType<typeof lazyRouteComponent>;
      routes: { component: ReturnType<typeof lazyRouteComponent> }[];
    }[];
    const routes = [root.component, ...root.routes.map((route) => route.component)];
    expect(built).toEqual([]);
    // Each route has a key of its own, which React Router keys its element by (not its index).
    const keys = [table[0], ...table[0].routes].map((route) => (route as { key?: string }).key);
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(routes.map((route) => route.chunkNames)).toEqual(chunkNames);

    // Rendering a route renders its built component with the same props. Two routes with one path
    // (a layout and its index page) keep their own chunk names.
    const element = routes[1]({ location: '/mutate/' });
    expect((element.type as unknown as { record: object }).record).toEqual({
      path: '/mutate/',
      chunkNames: chunkNames[1],
    });
    expect(element.props).toEqual({ location: '/mutate/' });
    await expect(routes[0].preload()).resolves.toEqual({ path: '/mutate/', chunkNames: chunkNames[0] });

    await expect(routes[2].preload()).resolves.toEqual({
      path: '/mutate/guides/getting-started',
      chunkNames: chunkNames[2],
    });
    routes[1]({});
    await routes[1].preload();
    expect(built.map((record) => record.chunkNames)).toEqual([chunkNames[1], chunkNames[0], chunkNames[2]]);
  });

  it("builds the 404 route, which has no chunks, as Docusaurus's not-found route", async () => {
    const notFound = lazyRouteComponent('*', {});
    await expect(notFound.preload()).resolves.toMatchObject({ path: '*' });
  });
});
