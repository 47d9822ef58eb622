// A page with a live code block (added to the two-version fixture by scripts/versions-fixture.mjs,
// and served by the "versions" project of playwright.config.ts): its example runs under the page's
// own policy, the only kind with 'unsafe-eval', without a violation; a page without live code keeps
// the strict policy, however the reader reaches it. As GitHub Pages serves the site (each page's
// <meta>), and with the headers that scripts/csp.mjs documents.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { VERSIONS_BUILD } from '../../playwright.config';
import { axeViolations } from './helpers/accessibility';
import { liveCodeChunkPattern } from './helpers/built';
import { gotoHydrated } from './helpers/navigation';
import { mainHeading } from './helpers/pageParts';
import { recordProblems, recordViolations } from './helpers/recording';

// The fixture also served with the headers, on a free port.
let server: ChildProcess;
let headersBaseURL: string;
test.beforeAll(async () => {
  if (!existsSync(VERSIONS_BUILD))
    throw new Error(`No ${VERSIONS_BUILD}/: run node scripts/versions-fixture.mjs first`);
  server = spawn(process.execPath, ['scripts/csp.mjs', 'serve', '0', VERSIONS_BUILD]);
  const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
  headersBaseURL = /http:\S+/.exec(firstLine.toString())![0];
});
test.afterAll(() => {
  server.kill();
});

const metaPolicy = (page: Page) => page.locator('head > meta[http-equiv="Content-Security-Policy"]');
const EVAL = /'unsafe-eval'/;

/** Records what must not happen: policy violations, console errors, uncaught errors. */
async function recordFaults(page: Page): Promise<string[][]> {
  return [await recordViolations(page), recordProblems(page)];
}

/** Clicks the live example's button and sees its text change. */
async function runExample(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Not clicked yet' }).click();
  await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
}

test('a live code block runs on its page, whose policy alone allows eval', async ({ page }) => {
  const faults = await recordFaults(page);
  await gotoHydrated(page, 'guides/live-code');
  await expect(metaPolicy(page)).toHaveAttribute('content', /script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' /);
  await runExample(page);
  await gotoHydrated(page, 'guides/whats-new');
  await expect(metaPolicy(page)).not.toHaveAttribute('content', EVAL);
  expect(faults).toEqual([[], []]);
});

test('reached by a link, a page is loaded with its own policy: the live code runs, the next page allows no eval', async ({
  page,
}) => {
  const faults = await recordFaults(page);
  await gotoHydrated(page, 'guides/whats-new');
  await expect(metaPolicy(page)).not.toHaveAttribute('content', EVAL);
  await page.getByRole('link', { name: 'Live code' }).click();
  await expect(metaPolicy(page)).toHaveAttribute('content', EVAL);
  await runExample(page);
  await page.getByRole('link', { name: "What's new" }).click();
  await expect(mainHeading(page)).toHaveText("What's new in 1.1.0");
  await expect(metaPolicy(page)).not.toHaveAttribute('content', EVAL);
  expect(faults).toEqual([[], []]);
});

test("with the documented headers, the live page's allows eval and no other page's does", async ({ page }) => {
  const faults = await recordFaults(page);
  const live = await page.goto(new URL('guides/live-code', headersBaseURL).href);
  expect(live?.headers()['content-security-policy']).toMatch(EVAL);
  await runExample(page);
  for (const other of ['guides/whats-new', 'guides/getting-started', '']) {
    const response = await page.goto(new URL(other, headersBaseURL).href);
    expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(response?.headers()['content-security-policy']).not.toMatch(EVAL);
  }
  expect(faults).toEqual([[], []]);
});

test('if the live editor cannot load, the code shows with what went wrong, and Retry loads the editor', async ({
  page,
}) => {
  const problems = recordProblems(page, [/Failed to load resource/]);
  let networkDown = true;
  await page.route(liveCodeChunkPattern(VERSIONS_BUILD), (route) =>
    networkDown ? route.abort('internetdisconnected') : route.continue(),
  );
  await gotoHydrated(page, 'guides/live-code');
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('The live code editor could not load: its files could not be fetched.');
  await expect(page.locator('.theme-code-block pre').first()).toContainText('useState');
  expect(await axeViolations(page, '[role="alert"]')).toEqual([]);

  networkDown = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await runExample(page);
  await expect(failure).toBeHidden();
  expect(problems).toEqual([]);
});
