import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { precacheManifest } from '../../src/offline/precache';
import { axeViolations } from './helpers/accessibility';
import { contentChunkOf } from './helpers/built';
import { waitForHydration } from './helpers/navigation';
import { docsSidebar, mainHeading } from './helpers/pageParts';
import { docsPagePaths } from './helpers/pages';

// "Read offline" (src/offline/): each test serves its own copy of build/ on a port of its own, so
// that it can cut the network for the service worker too (by closing its server), serve another
// build in its place (a deploy) or break the worker.

type Site = { port: number; url: (pagePath: string) => string; close: () => Promise<void> };

/** A copy of build/ in the test's output folder, which Playwright empties at the start of a run. */
function copyOfBuild(): string {
  const dir = test.info().outputPath('build');
  cpSync('build', dir, { recursive: true });
  return dir;
}

/** Serves `dir` under /mutate/ on a free port, or on `port` (the same site, deployed again). */
async function serve(dir: string, port = 0): Promise<Site> {
  // Imported, not required: the script ends with top-level await.
  const { serveBuild } = await import('../../scripts/serve-build.mjs');
  const server = (await serveBuild({ port, host: 'localhost', buildDir: dir })) as Server;
  const { port: listening } = server.address() as AddressInfo;
  return {
    port: listening,
    url: (pagePath) => `http://localhost:${listening}/mutate/${pagePath.replace(/^\.\//, '')}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const footer = (page: Page) => page.getByRole('contentinfo');
const readOfflineButton = (page: Page) => footer(page).getByRole('button', { name: 'Read offline' });
/** The control's status line (the new-version prompt's live region follows it). */
const controlStatus = (page: Page) => footer(page).getByRole('status').first();
const newVersionPrompt = (page: Page) =>
  page.getByRole('status').getByText('A new version of these docs is available.');

/** Opts in with the footer's control: the size is stated first, then progress; resolves once saved, with the time it took. */
async function readOffline(page: Page): Promise<number> {
  await readOfflineButton(page).click();
  await expect(controlStatus(page)).toHaveText(
    /^Saving the docs and their search for reading offline takes \d+\.\d MB \([\d,]+ files\) in this browser\.$/,
  );
  const started = Date.now();
  await footer(page)
    .getByRole('button', { name: /^Save \d+\.\d MB$/ })
    .click();
  await expect(page.getByRole('progressbar', { name: 'Saving for offline reading' })).toBeVisible();
  await expect(readOfflineButton(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 120_000 });
  const took = Date.now() - started;
  await expect(controlStatus(page)).toHaveText('Available offline.');
  return took;
}

/** Deletes the built file `file` (a path under /mutate/) from the worker's precache. */
async function deleteFromCache(page: Page, file: string): Promise<void> {
  await page.evaluate(async (pathname) => {
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname === pathname) await cache.delete(request);
    }
  }, `/mutate/${file}`);
}

/** The hrefs of the search box's suggestions for `query`, once the first one's is `first`'s (not the last query's). */
async function suggestionsFor(page: Page, query: string, first: RegExp): Promise<string[]> {
  const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search' });
  await box.fill(query);
  const options = page.getByRole('option');
  await expect(options.first()).toHaveAttribute('href', first);
  return options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

// Build B is build A with a real content change (the Introduction's first sentence, in its page, its
// code chunk and its twin), and its worker's precache manifest made again from B's files, as the
// build's worker step does: the rest of a second build would change nothing the test looks at.
async function deployOf(dirA: string): Promise<string> {
  const dirB = path.join(path.dirname(dirA), 'build-b');
  cpSync(dirA, dirB, { recursive: true });
  const [before, after] = ['for making persistent changes', 'for making lasting changes'];
  const chunk = `assets/js/${contentChunkOf('@site/docs/index.mdx').name}`;
  for (const file of ['index.html', 'index.md', chunk]) {
    const text = readFileSync(path.join(dirB, file), 'utf8');
    expect(text, file).toContain(before);
    writeFileSync(path.join(dirB, file), text.replace(before, after));
  }
  const worker = path.join(dirB, 'sw.js');
  const manifest = JSON.stringify(
    (await precacheManifest(dirB)).entries.map(({ revision, url }) => ({ revision, url })),
  );
  const source = readFileSync(worker, 'utf8');
  const injected = /\[\{"revision":"[0-9a-f]+","url":"[^"]+"\}(,\{"revision":"[0-9a-f]+","url":"[^"]+"\})*\]/;
  expect(source).toMatch(injected);
  writeFileSync(
    worker,
    source.replace(injected, () => manifest),
  );
  return dirB;
}

// One test, as saving the whole site is its slow part (about a minute on a busy 2-core host): opt
// in, read with the network cut, then a deploy, then off.
test('read offline: saved on request; pages, search, twins and llms.txt with the network cut; a deploy offered, then loaded; off removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const dirA = copyOfBuild();
  const dirB = await deployOf(dirA);
  const site = await serve(dirA);
  const { files, bytes } = JSON.parse(readFileSync(path.join(dirA, 'offline-precache.json'), 'utf8')) as {
    files: number;
    bytes: number;
  };
  expect(files).toBe((await precacheManifest(dirA)).entries.length);

  // A visit that does not opt in installs nothing.
  await page.goto(site.url('guides/getting-started'));
  await waitForHydration(page);
  await expect(readOfflineButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  const queries = [
    ['log level', /LogLevel/],
    ['revert', /revert/],
  ] as const;
  const online = [];
  for (const [query, first] of queries) online.push(await suggestionsFor(page, query, first));

  const took = await readOffline(page);
  const figure = `${files} files, ${bytes} bytes, saved in ${took} ms`;
  test.info().annotations.push({ type: 'precache', description: figure });
  console.log(`precache: ${figure}`);
  await expect(newVersionPrompt(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The network cut: the server gone, and the browser offline.
  await site.close();
  await context.setOffline(true);

  // Client-side navigation, then every docs page type loaded directly (served by the worker).
  await docsSidebar(page).getByRole('link', { name: 'Introduction' }).click();
  await expect(mainHeading(page)).toHaveText('Introduction');
  for (const docsPage of docsPagePaths) {
    await page.goto(site.url(docsPage));
    await waitForHydration(page);
    await expect(mainHeading(page)).toBeVisible();
  }
  await page.goto(site.url('guides/getting-started'));
  await waitForHydration(page);
  await expect(readOfflineButton(page)).toHaveAttribute('aria-pressed', 'true');
  const offline = [];
  for (const [query, first] of queries) offline.push(await suggestionsFor(page, query, first));
  expect(offline).toEqual(online);
  for (const [file, start] of [
    ['guides/getting-started.md', '# Getting started\n'],
    ['llms.txt', '# Mutate\n'],
  ]) {
    const text = await page.evaluate((url) => fetch(url).then((response) => response.text()), site.url(file));
    expect(text.startsWith(start), `${file} starts with ${start}`).toBe(true);
  }
  expect((await page.goto(site.url('llms.txt')))?.status()).toBe(200);

  // A page whose code is not in the cache shows the load-failure box, with Retry.
  await page.goto(site.url('guides/getting-started'));
  await waitForHydration(page);
  const chunk = contentChunkOf('@site/docs/api-custom/mutate/index.mdx').name;
  await deleteFromCache(page, `assets/js/${chunk}`);
  await docsSidebar(page).getByRole('link', { name: 'mutate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // A path the precache does not have, loaded directly: the worker answers with the site's
  // not-found page, not the browser's error page.
  await page.goto(site.url('no-such-page'));
  await expect(mainHeading(page)).toHaveText('Page Not Found');

  // Back online, build B deployed: the next page load finds its worker, which installs beside A's;
  // the tab, still on A, offers B (light and dark pass axe with the prompt shown).
  await context.setOffline(false);
  const deployed = await serve(dirB, site.port);
  await page.goto(site.url(''));
  await waitForHydration(page);
  const firstSentence = page.locator('article p').filter({ hasText: 'Mutate is a client-side TypeScript library' });
  await expect(firstSentence).toContainText('persistent changes');
  await expect(newVersionPrompt(page)).toBeVisible({ timeout: 60_000 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    expect(await axeViolations(page), colorScheme).toEqual([]);
  }
  // Until the reader reloads, the tab keeps to build A: its pages and chunks come from A's precache.
  await docsSidebar(page).getByRole('link', { name: 'Getting started' }).click();
  await expect(mainHeading(page)).toHaveText('Getting started');
  await page.goBack();
  await expect(firstSentence).toContainText('persistent changes');
  await newVersionPrompt(page).getByRole('button', { name: 'Reload' }).click();
  await expect(firstSentence).toContainText('lasting changes');
  await waitForHydration(page);
  await expect(newVersionPrompt(page)).toHaveCount(0);
  await expect(readOfflineButton(page)).toHaveAttribute('aria-pressed', 'true');

  // Off: the worker and its caches removed, and the tab it controlled reloaded from the network
  // (waited for: a check made before the reload would be lost with the page).
  const reloaded = page.waitForEvent('load');
  await readOfflineButton(page).click();
  await reloaded;
  await waitForHydration(page);
  await expect(readOfflineButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(
    await page.evaluate(async () => ({
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      caches: (await caches.keys()).length,
      controlled: navigator.serviceWorker.controller !== null,
    })),
  ).toEqual({ workers: 0, caches: 0, controlled: false });
  await deployed.close();
});

// From the keyboard, as a reader without a pointer uses the control.
test('a worker that fails to install leaves the site working online, and the control says so', async ({ page }) => {
  const dir = copyOfBuild();
  rmSync(path.join(dir, 'sw.js'));
  const site = await serve(dir);
  await page.goto(site.url('guides/getting-started'));
  await waitForHydration(page);
  await readOfflineButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(controlStatus(page)).toContainText('MB');
  await expect(readOfflineButton(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(footer(page).getByRole('button', { name: /^Save / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(controlStatus(page)).toHaveText('Could not save the docs for offline reading. They still work online.');
  await expect(readOfflineButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(readOfflineButton(page)).toBeFocused();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  await docsSidebar(page).getByRole('link', { name: 'Introduction' }).click();
  await expect(mainHeading(page)).toHaveText('Introduction');
  await site.close();
});
