// Stands in for @docusaurus/ComponentCreator in the browser's route table (see
// src/plugins/shortTasks.ts). The original builds a react-loadable component for every route as
// the main bundle starts, ~220 of them, more with each reference page, though a page view renders
// or preloads only a few: here each is built the first time its route renders or preloads. (Server
// rendering keeps the original: react-loadable loads everything before rendering only the
// components that exist by then.)
import { createElement } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

export default function lazyRouteComponent(path: string, hash: string) {
  let component: RouteComponent | undefined;
  const routeComponent = () => (component ??= ComponentCreator(path, hash));
  const RouteComponent = (props: object) => createElement(routeComponent(), props);
  RouteComponent.preload = () => routeComponent().preload();
  return RouteComponent;
}
