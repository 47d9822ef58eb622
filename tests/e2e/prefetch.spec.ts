import { expect, test, type Page } from '@playwright/test';
import {
  contentChunkOf,
  emulateConnection,
  gotoHydrated,
  holdRequests,
  lazyRoutesChunkPattern,
  prefetchLinkOf,
  prefetchRoute,
  waitForHydration,
} from './helpers';

// Spec §2.3: linked pages may be prefetched unless the connection is 2G-type or data-saver is on.
// `window.docusaurus.prefetch` is what links call when they scroll into view; it returns false
// when it declines to prefetch. The not-found page hosts the check: it has no link to collect.get.
const prefetchCollectGet = (page: Page) => prefetchRoute(page, '/mutate/api-custom/collect/collect-get');

const prefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]');

test('linked pages are prefetched on a fast connection', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  await page.goto('./no-such-page');
  const chunk = contentChunkOf('@site/docs/api-custom/collect/collect-get.mdx');
  const chunkRequested = page.waitForRequest(chunk.pattern);
  expect(await prefetchCollectGet(page)).toBe(true);
  await chunkRequested;
  const hrefs = await prefetchLinks(page).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.filter((href) => chunk.pattern.test(href))).toHaveLength(1);
});

// The reference's routes load apart (src/routing/lazyRouteTable.ts): prefetching a reference page loads them
// first (here, or for a link of the page in view), once.
test("prefetching a reference page loads the reference's routes once, and prefetches the page's content", async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  const routesRequests: string[] = [];
  page.on('request', (request) => lazyRoutesChunkPattern().test(request.url()) && routesRequests.push(request.url()));
  await page.goto('./no-such-page');
  const chunk = contentChunkOf('@site/docs/api/Mutator/classes/Mutator.md');
  expect(await prefetchRoute(page, '/mutate/api/Mutator/classes/Mutator')).toBe(true);
  await expect(prefetchLinkOf(page, chunk.name)).toHaveCount(1);
  expect(routesRequests).toHaveLength(1);
});

// src/routing/routePrefetch.ts: prefetching waits for the page's load event, so that a linked
// reference page's routes chunk is not among the files the page itself loads (here, the logo holds
// the load event back; webpack's own prefetch of the code highlighter is not route prefetching).
test("route prefetching waits for the page's load event", async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  const releaseLogo = await holdRequests(page, '**/img/logo.svg');
  const routesRequests: string[] = [];
  page.on('request', (request) => lazyRoutesChunkPattern().test(request.url()) && routesRequests.push(request.url()));
  await page.goto('./no-such-page', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  const chunk = contentChunkOf('@site/docs/api/Mutator/classes/Mutator.md');
  expect(await prefetchRoute(page, '/mutate/api/Mutator/classes/Mutator')).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(routesRequests).toEqual([]);
  await expect(prefetchLinkOf(page, chunk.name)).toHaveCount(0);
  releaseLogo();
  await expect(prefetchLinkOf(page, chunk.name)).toHaveCount(1);
  expect(routesRequests).toHaveLength(1);
});

// src/routing/routePrefetch.ts: the links of a page share most chunks (their parent routes', common code).
test('links in view prefetch their routes, each chunk once', async ({ page }) => {
  await page.goto('./');
  await waitForHydration(page);
  const chunk = contentChunkOf('@site/docs/guides/getting-started.mdx');
  // The sidebar's "Getting started" link is in view.
  await expect(prefetchLinkOf(page, chunk.name)).toHaveCount(1);
  const hrefs = await prefetchLinks(page).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

for (const connection of [
  { effectiveType: '2g', saveData: false },
  { effectiveType: 'slow-2g', saveData: false },
  { effectiveType: '4g', saveData: true },
]) {
  test(`nothing is prefetched on ${connection.saveData ? 'data-saver' : connection.effectiveType}`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    await page.goto('./no-such-page');
    expect(await prefetchCollectGet(page)).toBe(false);
    // Nor by a page with links in view, or by webpack for the code highlighter, once it is idle.
    await gotoHydrated(page, './');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect(prefetchLinks(page)).toHaveCount(0);
  });
}
