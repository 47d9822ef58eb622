// This site's client-side navigation between two docs pages, as a reader with a pointer makes it:
// the pointer comes onto the sidebar link (which loads its route, src/routing/routePrefetch.ts),
// then the click, POINTER_LEAD_MS later; the time from the click to the new page's heading painted.
import { median, percentile } from './options.mjs';

const NAVIGATION_ROUNDS = 10;
// From the pointer's arrival to the click: a touch's usual lead, the shortest a reader gives.
const POINTER_LEAD_MS = 100;
const sidebarLink = (tab, label) => tab.locator('.theme-doc-sidebar-menu a', { hasText: label }).first();

/** @param {import('@playwright/test').Browser} browser */
export async function measureNavigation(browser, siteUrl) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(siteUrl, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const samples = [];
  for (let round = 0; round < NAVIGATION_ROUNDS; round += 1) {
    const target = round % 2 ? 'Introduction' : 'Getting started';
    const link = sidebarLink(tab, target);
    await link.hover();
    await tab.waitForTimeout(POINTER_LEAD_MS);
    samples.push(
      await link.evaluate(
        (anchor, label) =>
          new Promise((resolve) => {
            const start = performance.now();
            anchor.click();
            const check = () =>
              document.querySelector('article h1, main h1')?.textContent === label
                ? requestAnimationFrame(() => resolve(performance.now() - start))
                : requestAnimationFrame(check);
            check();
          }),
        target,
      ),
    );
    await tab.waitForLoadState('networkidle');
  }
  await context.close();
  return { samples: samples.length, medianMs: Math.round(median(samples)), p95Ms: Math.round(percentile(samples, 95)) };
}
