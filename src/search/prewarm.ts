// Has the navbar search box's index and scripts fetched once the page is idle, so that search keeps
// working if the network drops after the first page load. The box sets itself up from them on the
// reader's first hover or focus (its own handlers): that set-up (autocomplete.js) is a long
// main-thread task on a slow phone, which a page load need not pay. Skipped where
// route prefetching is skipped too: on 2G-type connections and with data-saver on (spec §2.3).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { fetchAutoCompleteJS } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx';
import { onConstrainedConnection } from '../routing/connection';
import { whenIdle, whenLoadedAndIdle } from '../routing/idle';
import { fetchIndexesByWorker } from './lazySearchBox';

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

// The index comes last, so that once it has arrived the box needs nothing more from the network.
async function prewarmSearch(): Promise<void> {
  await fetchAutoCompleteJS();
  await idle();
  // The box's index key: the site's one docs version is its last, and no search contexts are set.
  await fetchIndexesByWorker(siteConfig.baseUrl, '');
}

// Only a head start: if the network fails it, the box fetches what it needs on first use.
function prewarm(): void {
  prewarmSearch().catch((error: unknown) => console.warn('Search could not be made ready ahead of use.', error));
}

if (ExecutionEnvironment.canUseDOM && !onConstrainedConnection()) whenLoadedAndIdle(prewarm);
