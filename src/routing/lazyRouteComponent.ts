// Gives each route of the browser's route table its component, in place of
// @docusaurus/ComponentCreator (see src/routing/plugin.ts); src/routing/routesLoader.cjs has
// left each route's chunk names where the component goes.
// - The original builds a react-loadable component for every route as the main bundle starts,
//   ~220 of them, more with each reference page, though a page view renders or preloads only a
//   few: here each is built the first time its route renders or preloads. (Server rendering keeps
//   the original: react-loadable loads everything before rendering only the components that exist
//   by then.)
// - The original finds a route's chunk names in a table, by the route's path and a hash; here
//   ComponentCreator finds them under the path and a number of this route's own
//   (src/routing/routeChunkNames.ts). Route prefetching reads them from the component (`chunkNames`).
import { createElement } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import type { ChunkNames } from '@docusaurus/types';
import routeChunkNames from './routeChunkNames';

type RouteComponent = ReturnType<typeof ComponentCreator>;
type Route = { path: string; component: unknown; key?: string; routes?: Route[] };

let routeCount = 0;

// The 404 route, `'*'`, has no chunks of its own.
export function lazyRouteComponent(path: string, chunkNames: ChunkNames) {
  const key = String(routeCount++);
  let component: RouteComponent | undefined;
  const routeComponent = () => {
    if (!component) {
      routeChunkNames[`${path}-${key}`] = chunkNames;
      component = ComponentCreator(path, key);
    }
    return component;
  };
  const RouteComponent = (props: object) => createElement(routeComponent(), props);
  RouteComponent.preload = () => routeComponent().preload();
  RouteComponent.chunkNames = chunkNames;
  RouteComponent.routeKey = key;
  return RouteComponent;
}

/**
 * Replaces the chunk names of each route of the table, nested ones too, with its component, and
 * gives each route a key of its own. React Router's renderRoutes keys a route's element by its
 * index among its siblings otherwise: adding the reference's routes (src/routing/lazyRouteTable.ts) moved
 * the routes after them, so the page shown was rendered afresh at its next render, such as a
 * click on a link to one of its headings.
 */
export default function withRouteComponents(routes: Route[]): Route[] {
  for (const route of routes) {
    const component = lazyRouteComponent(route.path, route.component as ChunkNames);
    route.component = component;
    route.key = component.routeKey;
    if (route.routes) withRouteComponents(route.routes);
  }
  return routes;
}
