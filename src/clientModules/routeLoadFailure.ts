// Why: when a route's code chunk fails, Docusaurus leaves the first page inert (it never renders)
// and, during client navigation, reloads the page, which offline only gives the browser's error
// page. Spec §2.3/§8 wants the load-failure box (error text and Retry) instead in both cases; a
// failure while online during navigation still rejects, so Docusaurus reloads in full as specified.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';

type Route = (typeof routes)[number];

let failedBeforeFirstRender = false;

/** Whether a route's code failed to load before the first page rendered (see @theme/Loading). */
export function firstVisitLoadFailed(): boolean {
  return failedBeforeFirstRender;
}

function shouldShowLoadFailure(): boolean {
  const isFirstRender = window.docusaurusRoot === undefined;
  if (isFirstRender) failedBeforeFirstRender = true;
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

if (ExecutionEnvironment.canUseDOM) {
  routes.forEach(renderLoadFailureInstead);
}
