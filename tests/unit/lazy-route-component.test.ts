import { describe, expect, it, vi } from 'vitest';

// Stands in for Docusaurus's ComponentCreator: records the components it builds, each with
// react-loadable's preload.
const built: string[] = [];
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    built.push(`${path}-${hash}`);
    const Route = () => null;
    Route.preload = () => Promise.resolve(path);
    Route.routeKey = `${path}-${hash}`;
    return Route;
  },
}));
const { default: lazyRouteComponent } = await import('../../src/lazyRouteComponent');

describe('route components in the browser (src/lazyRouteComponent.ts)', () => {
  it('builds none when the route table is made, and each once, when its route renders or preloads', async () => {
    const routes = ['/mutate/', '/mutate/api', '/mutate/guides/getting-started'].map((path, i) => lazyRouteComponent(path, String(i)));
    expect(built).toEqual([]);

    // Rendering a route renders its built component with the same props.
    const element = routes[1]({ location: '/mutate/api' });
    expect((element.type as unknown as { routeKey: string }).routeKey).toBe('/mutate/api-1');
    expect(element.props).toEqual({ location: '/mutate/api' });
    expect(built).toEqual(['/mutate/api-1']);

    await expect(routes[2].preload()).resolves.toBe('/mutate/guides/getting-started');
    routes[1]({});
    await routes[1].preload();
    expect(built).toEqual(['/mutate/api-1', '/mutate/guides/getting-started-2']);
  });
});
