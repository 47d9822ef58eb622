import { expect, test, type Page } from '@playwright/test';
import { contentChunkOf, lazyRoutesChunkPattern, lazyRoutesChunksPattern } from './helpers/built';
import { emulateConnection, gotoHydrated, prefetchLinkOf, prefetchRoute, waitForHydration } from './helpers/navigation';
import { docsSidebar, mainHeading, mainNavbar } from './helpers/pageParts';
import { recordProblems } from './helpers/recording';

// The routes of the API reference's ~200 pages are not in the main bundle: they load as a few
// chunks, by area, when a reference page is first visited, linked or prefetched
// (src/routing/lazyRouteTable.ts). Data-saver keeps pages from prefetching them, so that a click is what
// needs them. "The reference routes" below are the chunk that holds the Mutator page's.
const mutatorLink = (page: Page) => page.locator('article').getByRole('link', { name: 'Mutator', exact: true }).first();

/** Counts the page's requests for the chunk of the reference's routes, and can fail them. */
async function watchRoutesChunk(page: Page, { fail = () => false }: { fail?: () => boolean } = {}) {
  const requests: string[] = [];
  await page.route(lazyRoutesChunkPattern(), (route) => {
    requests.push(route.request().url());
    return fail() ? route.abort('internetdisconnected') : route.continue();
  });
  return requests;
}

/** Checks that the version menu offers the Mutator page itself: its doc is in the global data. */
async function expectVersionMenuOffersMutatorPage(page: Page) {
  await mainNavbar(page).getByRole('button', { name: 'v1.0.0' }).hover();
  await expect(page.locator('.dropdown__menu').getByRole('link', { name: 'v1.0.0' })).toHaveAttribute(
    'href',
    '/mutate/api/Mutator/classes/Mutator',
  );
}

/** Checks that a link to a heading of the page shown, which renders it again, keeps its elements. */
async function expectPageKeptThroughHeadingLink(page: Page) {
  await page.evaluate(() => Object.assign(window, { shownArticle: document.querySelector('article') }));
  await page.locator('.table-of-contents a').nth(1).click();
  await expect(page).toHaveURL(/#/);
  expect(await page.evaluate(() => (window as unknown as { shownArticle: Element }).shownArticle.isConnected)).toBe(
    true,
  );
}

const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('a guide does not load the reference routes; a click on a reference link does, once, and shows the page in place', async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: true });
  const requests = await watchRoutesChunk(page);
  const allRoutesRequests: string[] = [];
  page.on(
    'request',
    (request) => lazyRoutesChunksPattern().test(request.url()) && allRoutesRequests.push(request.url()),
  );
  const problems = recordProblems(page);
  await gotoHydrated(page, 'guides/getting-started');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await markWindow(page);
  await mutatorLink(page).click();
  await expect(mainHeading(page)).toHaveText(/Mutator/);
  await expect(page).toHaveURL(/\/api\/Mutator\/classes\/Mutator$/);
  expect(requests).toHaveLength(1);
  expect(await isSameDocument(page)).toBe(true);
  // The page's doc came too: the version menu offers this page in the version, not its first page.
  await expectVersionMenuOffersMutatorPage(page);

  // The pages of the areas whose routes came in the same chunk are known now, as the Locator area's
  // Inserter is...
  await page.locator('article').getByRole('link', { name: 'Inserter', exact: true }).first().click();
  await expect(mainHeading(page)).toHaveText(/Inserter/);
  expect(requests).toHaveLength(1);
  expect(allRoutesRequests).toHaveLength(1);
  // ...and a page of another area loads only the chunk of its own routes.
  await docsSidebar(page).getByRole('link', { name: 'State', exact: true }).click();
  await expect(mainHeading(page)).toHaveText(/State/);
  expect(allRoutesRequests).toHaveLength(2);
  expect(requests).toHaveLength(1);
  expect(await isSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});

test("the reference's first page, at /api or /api/, does not wait for the reference routes", async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: true });
  const requests = await watchRoutesChunk(page);
  for (const path of ['api', 'api/']) {
    await gotoHydrated(page, path);
    await expect(mainHeading(page)).toBeVisible();
  }
  expect(requests).toEqual([]);
});

test('the page shown stays as it is when the reference routes are added: a link within it keeps its elements', async ({
  page,
}) => {
  const requests = await watchRoutesChunk(page);
  await gotoHydrated(page, 'guides/getting-started');
  // Linked reference pages bring the routes while the guide is shown.
  await prefetchRoute(page, '/mutate/api/Mutator/classes/Mutator');
  await expect.poll(() => requests.length).toBe(1);
  await expect(prefetchLinkOf(page, contentChunkOf('@site/docs/api/Mutator/classes/Mutator.md').name)).toHaveCount(1);
  await expectPageKeptThroughHeadingLink(page);
});

test("a reference page's first visit loads the reference routes with the page, and the page goes live without errors", async ({
  page,
}) => {
  const requests = await watchRoutesChunk(page);
  const problems = recordProblems(page);
  await gotoHydrated(page, 'api/Mutator/classes/Mutator');
  expect(requests).toHaveLength(1);
  // The script is in the page's HTML: it was asked for before the load event.
  const loadedEarly = await page.evaluate((pattern) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .some((entry) => new RegExp(pattern).test(entry.name) && entry.startTime < navigation.domContentLoadedEventStart);
  }, lazyRoutesChunkPattern().source);
  expect(loadedEarly).toBe(true);
  await expect(mainHeading(page)).toHaveText(/Mutator/);
  expect(problems).toEqual([]);
});

test.describe('the reference routes failing to load', () => {
  test('offline, with prefetching on, are one failure however often the page is preloaded: one box, one warning', async ({
    page,
    context,
  }) => {
    await emulateConnection(page, { effectiveType: '4g', saveData: false });
    await watchRoutesChunk(page, { fail: () => true });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await gotoHydrated(page, 'guides/getting-started');
    await context.setOffline(true);
    // A hover preloads the page, and so does the click.
    await mutatorLink(page).hover();
    await mutatorLink(page).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
    expect(warnings.filter((text) => text.includes('routes of this page failed to load'))).toHaveLength(1);
  });

  test('on a first visit of a reference page show the load-failure box, and Retry shows the page once the network is back', async ({
    page,
  }) => {
    const problems = recordProblems(page, [/Failed to load resource/]);
    let networkDown = true;
    await watchRoutesChunk(page, { fail: () => networkDown });
    await page.goto('api/Mutator/classes/Mutator');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/ChunkLoadError|Loading chunk/);
    expect(problems).toEqual([]); // no hydration mismatch (React error #418)

    networkDown = false;
    await retry.click();
    await expect(mainHeading(page)).toHaveText(/Mutator/);
    await expect(retry).toBeHidden();
  });

  test('during a client navigation online reload the page in full', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g', saveData: true });
    let reloaded = false;
    await watchRoutesChunk(page, { fail: () => !reloaded });
    await page.route('**/api/Mutator/classes/Mutator', (route) => {
      reloaded = true;
      return route.continue();
    });
    await gotoHydrated(page, 'guides/getting-started');
    await markWindow(page);
    await mutatorLink(page).click();
    await expect(mainHeading(page)).toHaveText(/Mutator/);
    expect(reloaded).toBe(true);
    await waitForHydration(page);
    expect(await isSameDocument(page)).toBe(false);
  });

  test('during a client navigation offline show the load-failure box in the page, and Retry shows the page once online', async ({
    page,
    context,
  }) => {
    await emulateConnection(page, { effectiveType: '4g', saveData: true });
    await gotoHydrated(page, 'guides/getting-started');
    await markWindow(page);
    await context.setOffline(true);
    await mutatorLink(page).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page).toHaveURL(/\/api\/Mutator\/classes\/Mutator$/);
    await expect(docsSidebar(page)).toBeVisible();
    await expect(page).toHaveTitle('This page could not be loaded | Mutate');

    await context.setOffline(false);
    await retry.click();
    await expect(mainHeading(page)).toHaveText(/Mutator/);
    await expect(page).toHaveTitle(/^[^|]*Mutator \| Mutate$/);
    expect(await isSameDocument(page)).toBe(true);
    // The page is as a first visit shows it: its breadcrumbs, its doc in the version menu, and its
    // own route, which a link to one of its headings keeps.
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Mutator')).toBeVisible();
    await expectVersionMenuOffersMutatorPage(page);
    await expectPageKeptThroughHeadingLink(page);
  });
});
