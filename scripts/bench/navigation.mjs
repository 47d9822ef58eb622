// This site's client-side navigation between two docs pages, after their routes were prefetched:
// time from the click on the sidebar link to the new page's heading being painted.
import { median, percentile } from './options.mjs';

const NAVIGATION_ROUNDS = 10;

/** @param {import('@playwright/test').Browser} browser */
export async function measureNavigation(browser, siteUrl) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(siteUrl, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const samples = [];
  for (let round = 0; round < NAVIGATION_ROUNDS; round += 1) {
    const target = round % 2 ? 'Introduction' : 'Getting started';
    samples.push(
      await tab.evaluate(
        (label) =>
          new Promise((resolve) => {
            const link = [...document.querySelectorAll('.theme-doc-sidebar-menu a')].find(
              (anchor) => anchor.textContent.trim() === label,
            );
            const start = performance.now();
            link.click();
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
