// Stands in for @docusaurus/ComponentCreator in the browser's route table (see
// src/plugins/shortTasks.ts), where src/plugins/routesLoader.cjs has written each route's chunk
// names in place of its path and hash.
// - The original builds a react-loadable component for every route as the main bundle starts,
//   ~220 of them, more with each reference page, though a page view renders or preloads only a
//   few: here each is built the first time its route renders or preloads. (Server rendering keeps
//   the original: react-loadable loads everything before rendering only the components that exist
//   by then.)
// - The original finds a route's chunk names by path and hash in a table; here ComponentCreator
//   finds them under a key of this route's own (src/routeChunkNames.ts), and route prefetching
//   reads them from the component (`chunkNames`).
import { createElement } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import type { ChunkNames } from '@docusaurus/types';
import routeChunkNames from './routeChunkNames';

type RouteComponent = ReturnType<typeof ComponentCreator>;

let routeCount = 0;

// `'*'` is the 404 route, which has no chunks of its own.
export default function lazyRouteComponent(chunkNames: ChunkNames | '*') {
  const key = `route${routeCount++}`;
  let component: RouteComponent | undefined;
  const routeComponent = () => {
    if (!component && chunkNames !== '*') routeChunkNames[`${key}-`] = chunkNames;
    return (component ??= chunkNames === '*' ? ComponentCreator('*', '') : ComponentCreator(key, ''));
  };
  const RouteComponent = (props: object) => createElement(routeComponent(), props);
  RouteComponent.preload = () => routeComponent().preload();
  RouteComponent.chunkNames = chunkNames === '*' ? {} : chunkNames;
  return RouteComponent;
}
