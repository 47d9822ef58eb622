// Whether a route's code failed to load before the first page rendered: noted by
// routeLoadFailure.ts, read by Docusaurus's client (siteHooks.ts: such a page is rendered afresh,
// not hydrated) and by @theme/Loading (Retry then reloads the whole page). A module of its own, so
// that @theme/Loading, which routeLoadFailure.ts renders, does not import it back.
let failed = false;

export const firstVisitLoadFailed = (): boolean => failed;

export function noteFirstVisitLoadFailure(): void {
  failed = true;
}
