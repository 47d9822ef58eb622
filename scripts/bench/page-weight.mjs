// First visit: HTML, CSS and JS fetched until the load event (what the page needs, gzip bytes on
// the wire and raw), plus what is fetched afterwards (route prefetching, idle warm-ups), in all and
// in the first AFTER_LOAD_WINDOW_MS, in Chromium; the median of several visits.

// The window after `load` that the prefetch budget counts (issue: at most 60 KB in its first 3 s).
const AFTER_LOAD_WINDOW_MS = 3000;

/** @param {import('@playwright/test').Browser} browser */
async function measureFirstVisit(browser, url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const loads = [];
  tab.on('requestfinished', (request) => {
    loads.push(
      (async () => {
        const response = await request.response();
        const type = request.resourceType();
        const kind =
          type === 'document'
            ? 'html'
            : type === 'stylesheet'
              ? 'css'
              : type === 'script'
                ? 'js'
                : /\.js$/.test(new URL(request.url()).pathname)
                  ? 'js'
                  : 'other';
        const headers = await request.allHeaders();
        const prefetch = headers['sec-purpose']?.includes('prefetch') || headers.purpose === 'prefetch';
        const sizes = await request.sizes();
        const raw = (await response?.body())?.length ?? 0;
        return { kind, raw, gzip: sizes.responseBodySize, prefetch, startedAt: request.timing().startTime };
      })(),
    );
  });
  await tab.goto(url, { waitUntil: 'load' });
  // Requests are told apart by when they started, against the page's own load event: work that load
  // handlers start (route prefetching) comes after it, however soon.
  const loadEventAt = await tab.evaluate(
    () => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart,
  );
  // Idle-time work (prefetching linked routes, warming search) starts after load; let it finish.
  await tab.waitForLoadState('networkidle');
  // Requests finishing from now on would be read after the context closes.
  tab.removeAllListeners('requestfinished');
  const requests = (await Promise.all(loads)).map(({ prefetch, startedAt, ...request }) => ({
    ...request,
    afterLoad: prefetch || startedAt >= loadEventAt,
    inWindow: startedAt < loadEventAt + AFTER_LOAD_WINDOW_MS,
  }));
  await context.close();
  const sum = (filter, field) => requests.filter(filter).reduce((total, r) => total + r[field], 0);
  const result = {};
  for (const kind of ['html', 'css', 'js']) {
    const own = (r) => r.kind === kind && !r.afterLoad;
    result[kind] = { raw: sum(own, 'raw'), gzip: sum(own, 'gzip') };
  }
  const later = (r) => r.afterLoad;
  result.afterLoad = { raw: sum(later, 'raw'), gzip: sum(later, 'gzip'), requests: requests.filter(later).length };
  const soonAfter = (r) => r.afterLoad && r.inWindow;
  result.afterLoadWindow = { ms: AFTER_LOAD_WINDOW_MS, gzip: sum(soonAfter, 'gzip') };
  // Everything before `load`: HTML, CSS, JS and any image or font.
  result.total = { gzip: sum((r) => !r.afterLoad, 'gzip') };
  return result;
}

/**
 * The median of `runs` first visits by JS gzip (whole, so that its figures belong together), with
 * the range of JS gzip over them: what is requested before the load event can vary with timing
 * (idle-time work that starts before a slow load event).
 */
export async function medianFirstVisit(browser, url, runs) {
  const visits = [];
  for (let run = 0; run < runs; run += 1) visits.push(await measureFirstVisit(browser, url));
  visits.sort((a, b) => a.js.gzip - b.js.gzip);
  return {
    ...visits[Math.floor((visits.length - 1) / 2)],
    runs,
    jsGzipRange: [visits[0].js.gzip, visits.at(-1).js.gzip],
  };
}
