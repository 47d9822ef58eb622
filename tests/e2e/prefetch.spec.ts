import { expect, test, type Page } from '@playwright/test';

// Spec §2.3: linked pages may be prefetched unless the connection is 2G-type or data-saver is on.
// `window.docusaurus.prefetch` is what links call when they scroll into view; it returns false
// when it declines to prefetch. The not-found page hosts the check: it has no link to Getting started.
type Connection = { effectiveType: string; saveData: boolean };

async function emulateConnection(page: Page, connection: Connection) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { get: () => value });
  }, connection);
}

const prefetchGettingStarted = (page: Page) =>
  page.evaluate(async () => {
    const { docusaurus } = window as unknown as { docusaurus: { prefetch(path: string): unknown } };
    const result = await docusaurus.prefetch('/mutate/guides/getting-started');
    return result !== false;
  });

test('linked pages are prefetched on a fast connection', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  await page.goto('./no-such-page');
  expect(await prefetchGettingStarted(page)).toBe(true);
});

for (const connection of [
  { effectiveType: '2g', saveData: false },
  { effectiveType: 'slow-2g', saveData: false },
  { effectiveType: '4g', saveData: true },
]) {
  test(`nothing is prefetched on ${connection.saveData ? 'data-saver' : connection.effectiveType}`, async ({ page }) => {
    await emulateConnection(page, connection);
    await page.goto('./no-such-page');
    expect(await prefetchGettingStarted(page)).toBe(false);
  });
}
