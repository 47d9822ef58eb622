// Why: when a route's code chunk fails, Docusaurus leaves the first page inert (it never renders)
// and, during client navigation, reloads the page, which offline only gives the browser's error
// page. Spec §2.3/§8 wants the load-failure box (error text and Retry) instead in both cases; a
// failure while online during navigation still rejects, so Docusaurus reloads in full as specified.
import { createElement, useEffect } from 'react';
import Loadable from 'react-loadable';
import type { RouteComponentProps } from 'react-router';
import { matchRoutes } from 'react-router-config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import Loading from '@theme/Loading';
import { addStandInRoute, loadRoutesFor, onRoutesAdded } from '../routing/lazyRouteTable';
import { noteFirstVisitLoadFailure } from './firstVisitFailure';

type Route = (typeof routes)[number];
type RouteComponent = Route['component'];

function shouldShowLoadFailure(): boolean {
  const isFirstRender = window.docusaurusRoot === undefined;
  if (isFirstRender) noteFirstVisitLoadFailure();
  return isFirstRender || !navigator.onLine;
}

// Rendering a route whose chunk failed makes react-loadable show @theme/Loading with the error
// and a Retry button that loads the chunk again.
function renderLoadFailureInstead(route: Route): void {
  const { component } = route;
  // The typings say void; react-loadable's preload returns the loading promise.
  const preload = component.preload.bind(component) as unknown as () => Promise<unknown>;
  component.preload = () =>
    preload().catch((error: unknown) => {
      if (!shouldShowLoadFailure()) {
        throw error;
      }
      console.warn('A page chunk failed to load; showing the load-failure box.', error);
      return undefined;
    });
  route.routes?.forEach((child) => renderLoadFailureInstead(child as Route));
}

// A page of the routes that load apart (src/routing/lazyRouteTable.ts) whose routes failed to load gets a
// stand-in route, which loads them, then the page's own chunks: failing, it renders @theme/Loading
// with the error, as any route does. Once they have loaded, the location is replaced by itself, so
// that the page is matched again, to its own route, which now comes ahead of the stand-in: the page
// gets its own key, and the navbar sees its doc, added to the global data. A path the routes do not
// have is loaded from the server, which answers with the not-found page.
function MatchAgain({ history, location }: RouteComponentProps): null {
  useEffect(() => history.replace(location), [history, location]);
  return null;
}

const standInPaths = new Set<string>();
function addStandIn(pathname: string, error: unknown): void {
  // Hovering a link, then clicking it, preloads its page twice: one stand-in, and one warning.
  if (standInPaths.has(pathname)) return;
  standInPaths.add(pathname);
  console.warn('The routes of this page failed to load; showing the load-failure box.', error);
  const StandIn: RouteComponent = Loadable({
    loader: async (): Promise<RouteComponent> => {
      await loadRoutesFor(pathname);
      const page = matchRoutes(routes, pathname).at(-1)?.route;
      if (!page || page.component === StandIn) {
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      await page.component.preload();
      return page.component;
    },
    loading: Loading,
    render: (_: RouteComponent, props: object) => createElement(MatchAgain, props as RouteComponentProps),
  });
  addStandInRoute({ path: pathname, exact: true, component: StandIn });
}

/**
 * Docusaurus's preload, in the browser, first calls this (through siteHooks.ts): it
 * adds the routes of `pathname` to the table, or, where the load-failure box is due, a stand-in.
 */
export function loadRoutesOrStandIn(pathname: string): Promise<void> {
  return loadRoutesFor(pathname).catch((error: unknown) => {
    if (!shouldShowLoadFailure()) throw error;
    addStandIn(pathname, error);
  });
}

if (ExecutionEnvironment.canUseDOM) {
  routes.forEach(renderLoadFailureInstead);
  onRoutesAdded((route) => renderLoadFailureInstead(route as Route));
}
