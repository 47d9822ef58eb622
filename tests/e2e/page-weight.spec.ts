import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageTypes, scriptsRun } from './helpers';

// The performance issue's budget for the JavaScript a first visit to a docs page needs,
// gzip-compressed. Pages need 149-154 KB today (gzip -9, whole reference), the long Getting started
// guide the most.
const FIRST_VISIT_JS_GZIP_BUDGET = 160 * 1024;

const docsPages = pageTypes.filter(({ name }) => name !== 'not-found page').map(({ path }) => path);

// Sizes come from the files in build/, gzipped here, so the figure only changes with the bundles:
// the scripts the page asks for before its load event (route prefetches, made for other pages, and
// work started by load handlers are left out).
for (const docsPage of docsPages) {
  test(`first-visit JavaScript of ${docsPage} stays within ${FIRST_VISIT_JS_GZIP_BUDGET / 1024} KB gzip`, async ({ page }) => {
    await page.goto(docsPage, { waitUntil: 'load' });
    const files = await scriptsRun(page, { beforeLoadEvent: true });
    const gzipBytes = files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    expect(files.length, 'the page loads its runtime, main bundle and route chunks').toBeGreaterThanOrEqual(3);
    expect(gzipBytes, `scripts: ${files.map((file) => path.basename(file)).join(', ')}`).toBeLessThanOrEqual(
      FIRST_VISIT_JS_GZIP_BUDGET,
    );
  });
}

// Each SVG image costs the browser a separate SVG document, built during a first visit's style and
// layout passes, so the page chrome draws its icons (carets, breadcrumb separators, back-to-top)
// with CSS shapes. The logo stays an <img>, outside this check. (The not-found page has no icons but
// the navbar's, which every docs page checks too.)
for (const pagePath of docsPages) {
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
    test(`${pagePath} draws its CSS icons without SVG images at ${viewport.width}px, light and dark`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(pagePath, { waitUntil: 'load' });
      for (const theme of ['light', 'dark']) {
        const svgImages = await page.evaluate((theme) => {
          document.documentElement.dataset.theme = theme;
          const found = new Set<string>();
          for (const element of Array.from(document.querySelectorAll('*'))) {
            for (const pseudo of [null, '::before', '::after']) {
              const style = getComputedStyle(element, pseudo);
              if (pseudo && style.content === 'none') continue;
              for (const image of [style.backgroundImage, style.maskImage, style.listStyleImage, style.borderImageSource]) {
                if (/url\(\S*(svg)/i.test(image)) found.add(`${element.className}${pseudo ?? ''}`);
              }
            }
          }
          return [...found];
        }, theme);
        expect(svgImages, `${theme} mode`).toEqual([]);
      }
      await expect(page.locator('.breadcrumbs__item, .theme-back-to-top-button').first(), 'the page has icons').toBeAttached();
    });
  }
}
