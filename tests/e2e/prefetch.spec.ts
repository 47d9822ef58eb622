import { expect, test, type Page } from '@playwright/test';
import { contentChunkOf, lazyRoutesChunkPattern } from './helpers/built';
import {
  emulateConnection,
  gotoHydrated,
  holdRequests,
  prefetchLinkOf,
  prefetchRoute,
  waitForHydration,
} from './helpers/navigation';

// Spec §2.3: linked pages may be prefetched unless the connection is 2G-type or data-saver is on.
// They are, on a sign of the reader's intent (src/routing/routePrefetch.ts): a link pointed at,
// touched or focused, or scrolled into view once the reader scrolls. `window.docusaurus.prefetch` is
// what links call when they come into view; it returns false when it declines to prefetch. The
// not-found page hosts the check: it has no link to collect.get.
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

// Nothing is fetched after a first visit's load event until the reader shows where they are going.
test('the links a page opens with are not prefetched: nothing is fetched after load', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  const afterLoad: string[] = [];
  await page.goto('./');
  page.on('request', (request) => afterLoad.push(request.url()));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await expect(prefetchLinks(page)).toHaveCount(0);
  expect(afterLoad.filter((url) => url.endsWith('.js'))).toEqual([]);
  // A link in view when the page opened is declined until the reader scrolls.
  const declined = await page.evaluate(() =>
    (window as unknown as { docusaurus: { prefetch(path: string): unknown } }).docusaurus.prefetch(
      '/mutate/guides/getting-started',
    ),
  );
  expect(declined).toBe(false);
});

test('a link pointed at or focused loads its page; links scrolled into view are prefetched, each chunk once', async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  await gotoHydrated(page, './');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  // Pointing at a link loads its page's content.
  const collect = contentChunkOf('@site/docs/api-custom/collect/index.mdx');
  const collectLoaded = page.waitForRequest(collect.pattern);
  await sidebar.getByRole('link', { name: 'collect', exact: true }).hover();
  await collectLoaded;
  // So does focusing one, as the Tab key does.
  const mutate = contentChunkOf('@site/docs/api-custom/mutate/index.mdx');
  const mutateLoaded = page.waitForRequest(mutate.pattern);
  await sidebar.getByRole('link', { name: 'mutate', exact: true }).focus();
  await mutateLoaded;
  // Scrolling to the page's end brings the link to the next page into view: it is prefetched.
  const next = contentChunkOf('@site/docs/guides/getting-started.mdx');
  await page.mouse.move(600, 400);
  for (let step = 0; step < 20; step += 1) await page.mouse.wheel(0, 600);
  await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link')).toBeInViewport();
  await expect(prefetchLinkOf(page, next.name)).toHaveCount(1);
  const hrefs = await prefetchLinks(page).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // None is a file the page has already: its own scripts, or the chunks the hover and focus loaded.
  const fetchedBefore = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  const ownScripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));
  expect(hrefs.filter((href) => ownScripts.includes(href) || fetchedBefore.includes(href))).toEqual([]);
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
    // Nor by a page scrolled to its end, or a link focused, once it is idle.
    await gotoHydrated(page, './');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.mouse.move(600, 400);
    for (let step = 0; step < 20; step += 1) await page.mouse.wheel(0, 600);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Mutator' }).focus();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect(prefetchLinks(page)).toHaveCount(0);
    expect(requests.filter((url) => url.endsWith('.js'))).toEqual([]);
  });
}

test('a focused link to a file, such as a Markdown twin, loads nothing: it is not a page of the app', async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  await gotoHydrated(page, 'guides/getting-started');
  // The page's menu, opened from the keyboard (its code loads then), then "View as Markdown", a link to the twin.
  await page.getByRole('button', { name: 'More' }).press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Copy page' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});
