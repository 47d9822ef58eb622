// In-page paint measure, as a reader on a slow phone connection sees it: the network and CPU
// throttled for real in the browser (CDP Network.emulateNetworkConditions at Lighthouse's applied
// slow-4G figures, the ones its `devtools` throttling uses; Emulation.setCPUThrottlingRate 4), the
// page's first contentful paint and largest contentful paint read by PerformanceObservers the page
// gets before its own scripts. Lighthouse's default LCP is simulated from an unthrottled trace
// instead (lighthouse.mjs); this one is what the browser itself paints. Each visit is in a fresh
// context: a first visit, its cache empty, or with `warmUrl` a return visit, that page of the site
// loaded before it (hashed assets cached, the page's own HTML not). Long tasks are read there too:
// with the network throttled, the page paints while it still arrives (critical CSS), and the style
// and layout of those paints, and again once the stylesheet applies, are main-thread work that the
// unthrottled long-task measure (long-tasks.mjs) does not see.
import { throttling } from 'lighthouse/core/config/constants.js';
import { blockingMsOf, recordLongTasks } from './long-tasks.mjs';
import { medians } from './options.mjs';

const SLOW_4G = throttling.mobileSlow4G;
// Request-level latency: Lighthouse's 150 ms round trip, scaled as its devtools throttling does.
export const PAINT_THROTTLING = {
  latencyMs: SLOW_4G.requestLatencyMs,
  downloadKbps: SLOW_4G.downloadThroughputKbps,
  uploadKbps: SLOW_4G.uploadThroughputKbps,
  cpuSlowdown: SLOW_4G.cpuSlowdownMultiplier,
};
// After the load event, so that the last largest-contentful-paint entry is reported.
const SETTLE_MS = 1000;

/** One visit of `url`. @param {import('@playwright/test').Browser} browser */
export async function measurePaint(browser, url, { warmUrl } = {}) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  if (warmUrl) {
    await tab.goto(warmUrl, { waitUntil: 'load' });
    // What the page fetches once loaded (route prefetching) is cached too.
    await tab.waitForLoadState('networkidle');
  }
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PAINT_THROTTLING.latencyMs,
    downloadThroughput: (PAINT_THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (PAINT_THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAINT_THROTTLING.cpuSlowdown });
  await tab.addInitScript(() => {
    window.benchPaint = { lcp: 0, lcpElement: '' };
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      window.benchPaint.lcp = last.startTime;
      window.benchPaint.lcpElement = last.element?.tagName.toLowerCase() ?? '';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await tab.addInitScript(recordLongTasks);
  await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await tab.waitForTimeout(SETTLE_MS);
  const { longTasks, ...result } = await tab.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const navigation = performance.getEntriesByType('navigation')[0];
    const css = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'link' && /\.css$/.test(new URL(entry.name).pathname));
    return {
      fcpMs: paint?.startTime ?? 0,
      lcpMs: window.benchPaint.lcp,
      lcpElement: window.benchPaint.lcpElement,
      htmlEndMs: navigation.responseEnd,
      cssEndMs: Math.max(0, ...css.map((entry) => entry.responseEnd)),
      loadMs: navigation.loadEventStart,
      longTasks: window.benchLongTasks,
    };
  });
  await context.close();
  // As TBT counts, but from navigation start to SETTLE_MS after load, not from the first paint.
  return { ...result, blockingMs: blockingMsOf(longTasks) };
}

/** Medians of several visits' figures, whole milliseconds; the LCP elements seen. */
export function summarizePaint(runs) {
  return {
    runs: runs.length,
    throttling: PAINT_THROTTLING,
    ...medians(runs, ['fcpMs', 'lcpMs', 'htmlEndMs', 'cssEndMs', 'loadMs', 'blockingMs']),
    lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
  };
}
