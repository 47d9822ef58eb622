// The URL's query parameters, read once the page has hydrated: the server rendered each page without
// a query, so hydration must render without one too (else React's #418 and a render from scratch);
// the parameters follow in the next render.
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export function useHydratedQuery(): URLSearchParams {
  const { search } = useLocation();
  return new URLSearchParams(useIsBrowser() ? search : '');
}
