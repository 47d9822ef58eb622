// The site with two docs versions (scripts/versions-fixture.mjs: `npm run docs:version -- 1.1.0` on
// a copy, which froze v1.0.0 and added a page only v1.1.0 has), served by the "versions" project of
// playwright.config.ts.
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { VERSIONS_BUILD } from '../../playwright.config';
import { gotoHydrated } from './helpers/navigation';
import { mainHeading, mainNavbar, preferredVersionKey, searchBox, storedPreferredVersion } from './helpers/pageParts';

test.beforeAll(() => {
  if (!existsSync(VERSIONS_BUILD))
    throw new Error(`No ${VERSIONS_BUILD}/: run node scripts/versions-fixture.mjs first`);
});

/** Chooses version `to` in the version menu, whose button shows `from`. */
async function switchVersion(page: Page, from: string, to: string): Promise<void> {
  await mainNavbar(page).getByRole('button', { name: from }).hover();
  await page.locator('.dropdown__menu').getByRole('link', { name: to }).click();
}

/** The pages the search box suggests for `query`, by path. */
async function suggestedPaths(page: Page, query: string): Promise<string[]> {
  await searchBox(page).fill(query);
  const list = page.locator(`[data-suggestions-for="${query}"]`);
  await expect(list).toBeAttached();
  return list.getByRole('option').evaluateAll((options) =>
    options.flatMap((option) => {
      const href = option.getAttribute('href');
      return href && !href.includes('/search?') ? [new URL(href, location.href).pathname] : [];
    }),
  );
}

test('the version dropdown lists both versions, the latest first and active at the root', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  await mainNavbar(page).getByRole('button', { name: 'v1.1.0' }).hover();
  const menu = page.locator('.dropdown__menu');
  await expect(menu.getByRole('link')).toHaveText(['v1.1.0', 'v1.0.0', 'Library releases']);
  await expect(menu.getByRole('link', { name: 'v1.1.0' })).toHaveAttribute('aria-current', 'page');
});

test('switching version keeps the page where the other version has it, else opens that version’s first page', async ({
  page,
}) => {
  await gotoHydrated(page, 'guides/getting-started');
  await switchVersion(page, 'v1.1.0', 'v1.0.0');
  await expect(page).toHaveURL(/\/mutate\/1\.0\.0\/guides\/getting-started$/);
  await expect(mainHeading(page)).toHaveText('Getting started');

  await gotoHydrated(page, 'guides/whats-new');
  await switchVersion(page, 'v1.1.0', 'v1.0.0');
  await expect(page).toHaveURL(/\/mutate\/1\.0\.0\/$/);
  await expect(mainHeading(page)).toBeVisible();
});

test('the chosen version is remembered, and a stored name that matches no version is cleared', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  await switchVersion(page, 'v1.1.0', 'v1.0.0');
  await expect.poll(() => storedPreferredVersion(page)).toBe('1.0.0');
  // Outside the docs (the search page), the box searches the remembered version.
  await gotoHydrated(page, 'search');
  expect(await suggestedPaths(page, 'revert')).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/mutate\/1\.0\.0\//)]),
  );

  await page.evaluate((key) => window.localStorage.setItem(key, 'v0.9.0'), preferredVersionKey);
  await gotoHydrated(page, 'guides/getting-started');
  await expect.poll(() => storedPreferredVersion(page)).toBeNull();
});

test('an older version shows a banner that links to the same page in the latest', async ({ page }) => {
  await gotoHydrated(page, '1.0.0/guides/getting-started');
  const banner = page.getByText(/This is documentation for Mutate v1\.0\.0, which is no longer actively maintained/);
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/mutate\/guides\/getting-started$/);
  await expect(banner).toHaveCount(0);
});

test('each version links its names and examples to its own reference, generated from its declarations', async ({
  page,
}) => {
  for (const [version, prefix] of [
    ['1.0.0/', '/mutate/1.0.0/api/'],
    ['', '/mutate/api/'],
  ]) {
    await gotoHydrated(page, `${version}guides/getting-started`);
    const apiLinks = await page
      .locator('article a[href*="/api/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(apiLinks.length).toBeGreaterThan(10);
    for (const link of apiLinks) expect(link.startsWith(prefix), link).toBe(true);
    const response = await page.goto(`${version}api/Mutator/classes/Mutator`);
    expect(response?.status()).toBe(200);
    await expect(mainHeading(page)).toContainText('Mutator');
  }
});

test('each version searches its own pages', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  const latest = await suggestedPaths(page, 'revert');
  expect(latest.length).toBeGreaterThan(0);
  for (const path of latest) expect(path).not.toMatch(/^\/mutate\/1\.0\.0\//);
  expect(await suggestedPaths(page, 'whats new')).toContain('/mutate/guides/whats-new');

  await gotoHydrated(page, '1.0.0/guides/getting-started');
  const older = await suggestedPaths(page, 'revert');
  expect(older.length).toBeGreaterThan(0);
  for (const path of older) expect(path).toMatch(/^\/mutate\/1\.0\.0\//);
  expect(await suggestedPaths(page, 'whats new')).not.toContain('/mutate/guides/whats-new');
});

test('each version has its own Markdown twins and llms.txt', async ({ request }) => {
  const older = await request.get('1.0.0/llms.txt');
  expect(older.status()).toBe(200);
  const olderLinks = [...(await older.text()).matchAll(/\]\((\/mutate\/[^)]+)\)/g)].map(([, link]) => link);
  expect(olderLinks.length).toBeGreaterThan(100);
  for (const link of olderLinks) expect(link).toMatch(/^\/mutate\/1\.0\.0\//);
  expect((await request.get('1.0.0/guides/getting-started.md')).status()).toBe(200);

  const latest = await (await request.get('llms.txt')).text();
  expect(latest).toContain('/mutate/guides/whats-new.md');
  expect(latest).not.toContain('/mutate/1.0.0/');
});
