// Has the navbar search box load its index and script once the page is idle, so that search keeps
// working if the network drops after the first page load. Skipped where route prefetching is
// skipped too: on 2G-type connections and with data-saver on (spec §2.3).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { onConstrainedConnection } from '../connection';

// The search box (@easyops-cn/docusaurus-search-local) loads everything it needs when a pointer
// enters it; a synthetic pointer entry reuses that path instead of duplicating its loading code.
function prewarmSearch(): void {
  document
    .querySelector('.navbar__search-input')
    ?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task);
  else setTimeout(task, 0);
}

if (ExecutionEnvironment.canUseDOM && !onConstrainedConnection()) {
  if (document.readyState === 'complete') whenIdle(prewarmSearch);
  else window.addEventListener('load', () => whenIdle(prewarmSearch), { once: true });
}
