import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { docsPagePaths, scriptsRun } from './helpers';

// The performance issue's budget for the JavaScript a first visit to a docs page needs,
// gzip-compressed: 160 KB, here in the stricter unit of 1000 bytes (figures: PERFORMANCE.md).
const FIRST_VISIT_JS_GZIP_BUDGET = 160_000;

// Sizes come from the files in build/, gzipped here, so the figure only changes with the bundles:
// the scripts the page asks for before its load event (route prefetches, made for other pages, and
// work started by load handlers are left out).
for (const docsPage of docsPagePaths) {
  test(`first-visit JavaScript of ${docsPage} stays within ${FIRST_VISIT_JS_GZIP_BUDGET / 1000} KB gzip`, async ({
    page,
  }) => {
    await page.goto(docsPage, { waitUntil: 'load' });
    const files = await scriptsRun(page, { beforeLoadEvent: true });
    const gzipBytes = files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    expect(files.length, 'the page loads its runtime, main bundle and route chunks').toBeGreaterThanOrEqual(3);
    expect(gzipBytes, `scripts: ${files.map((file) => path.basename(file)).join(', ')}`).toBeLessThanOrEqual(
      FIRST_VISIT_JS_GZIP_BUDGET,
    );
  });
}

test("the page's open menu (PageMenu.tsx) is not part of first-visit JavaScript: it loads when opened", async ({
  page,
}) => {
  await page.goto('guides/getting-started', { waitUntil: 'load' });
  const holdsMenu = (file: string) => readFileSync(file, 'utf8').includes('role:"menu"');
  expect((await scriptsRun(page, { beforeLoadEvent: true })).filter(holdsMenu)).toEqual([]);
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect((await scriptsRun(page)).filter(holdsMenu)).toHaveLength(1);
});
