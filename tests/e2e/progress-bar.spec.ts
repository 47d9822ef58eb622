import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers/navigation';
import { docsSidebar, loadingSpinner, mainHeading } from './helpers/pageParts';

const progressBar = (page: Page) => page.locator('#nprogress');

// The page clock runs from `start` as real time does, until paused at a moment surely still ahead
// (a page load takes seconds); from then on only runFor() advances its timers.
const start = new Date('2025-06-01T00:00:00Z');
const pauseClock = (page: Page) => page.clock.pauseAt(new Date(start.getTime() + 3_600_000));

test('a slow route change shows the progress bar and a spinner after 200 ms, and hides them once loaded', async ({
  page,
}) => {
  await page.clock.install({ time: start });
  // Hold every code chunk requested once the first page is up: the next route cannot finish loading.
  let holdChunks = false;
  let releaseChunks = () => {};
  const chunksReleased = new Promise<void>((resolve) => (releaseChunks = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    if (holdChunks) await chunksReleased;
    await route.continue();
  });
  await gotoHydrated(page, './');
  holdChunks = true;
  const chunkRequested = page.waitForRequest(/\/assets\/js\/.*\.js$/);
  await pauseClock(page);
  await docsSidebar(page).getByRole('link', { name: 'Getting started' }).click();
  await chunkRequested;
  await expect(page).toHaveURL(/\/guides\/getting-started$/);
  await page.clock.runFor(199);
  await expect(progressBar(page)).toHaveCount(0);
  await expect(loadingSpinner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(progressBar(page)).toBeAttached();
  // Spec §2.3: while the next page loads, a spinner shows, over the page still on screen.
  await expect(loadingSpinner(page)).toBeVisible();
  const box = (await loadingSpinner(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width / 2).toBeCloseTo(viewport.width / 2, 0);
  expect(box.y + box.height / 2).toBeCloseTo(viewport.height / 2, 0);
  // The bar's settings of spec §9: it starts at 8% (minimum 0.08) and moves in 200 ms steps, with
  // no spinner; every 800 ms it trickles forward by less than 2% (rate 0.02).
  const bar = progressBar(page).locator('.bar');
  const barPosition = async () => Number((await bar.getAttribute('style'))?.match(/translate3d\((-[\d.]+)%/)?.[1]);
  expect(await barPosition()).toBe(-92);
  await expect(bar).toHaveAttribute('style', /transition: 200ms/);
  await expect(progressBar(page).locator('.spinner')).toHaveCount(0);
  // Decorative, with no made-up ARIA role (NProgress's `role="bar"`): the spinner says it in words.
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(progressBar(page).locator('[role]')).toHaveCount(0);
  await page.clock.runFor(800);
  expect(await barPosition()).toBeGreaterThan(-92);
  expect(await barPosition()).toBeLessThanOrEqual(-90);
  await expect(mainHeading(page)).toHaveText('Introduction');
  releaseChunks();
  await expect(mainHeading(page)).toHaveText('Getting started');
  await expect(loadingSpinner(page)).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(progressBar(page)).toHaveCount(0);
});

test('a fast route change shows no progress bar and no spinner', async ({ page }) => {
  await page.clock.install({ time: start });
  // Remembers a bar or spinner that came and went between two checks.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const added = records.flatMap((record) => Array.from(record.addedNodes));
      if (added.some((node) => node instanceof Element && (node.id === 'nprogress' || node.role === 'status'))) {
        document.documentElement.dataset.loadingShown = 'true';
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, './');
  await docsSidebar(page).getByRole('link', { name: 'Getting started' }).click();
  await expect(mainHeading(page)).toHaveText('Getting started');
  await pauseClock(page);
  // Forget a bar or spinner of the first change, which ran on the real clock.
  await page.evaluate(() => delete document.documentElement.dataset.loadingShown);
  // The introduction's code is loaded already, so this route change completes at once.
  await docsSidebar(page).getByRole('link', { name: 'Introduction' }).click();
  await expect(mainHeading(page)).toHaveText('Introduction');
  await page.clock.runFor(1000);
  await expect(progressBar(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-loading-shown');
});
