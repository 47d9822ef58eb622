import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers/navigation';
import { pageTypes } from './helpers/pages';
import { recordViolations } from './helpers/recording';
import { buildPolicies, metaDirectives } from '../../src/securityPolicy/policy.mjs';

// The policy a <meta> holds: the header's, less `frame-ancestors`.
const metaPolicy = metaDirectives(buildPolicies('build').directives).join('; ');

// Serves build/ with the Content-Security-Policy documented in the README, on a free port.
let server: ChildProcess;
let baseURL: string;
test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/csp.mjs', 'serve', '0']);
  const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
  baseURL = /http:\S+/.exec(firstLine.toString())![0];
});
test.afterAll(() => {
  server.kill();
});

/** Opens `url`, checks that the colour-mode bootstrap (an inline script) ran, and returns the response. */
async function visitAndSwitchColourMode(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  // The colour-mode bootstrap is an inline script: the dark choice proves it ran.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  return response;
}

for (const { name, path } of pageTypes) {
  test(`the ${name} runs under the Content-Security-Policy without a violation`, async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await visitAndSwitchColourMode(page, new URL(path, baseURL).href);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    expect(violations).toEqual([]);
  });

  // As GitHub Pages serves the site, without the header: every page carries the policy itself.
  test(`the ${name} carries the policy as its head's first element and runs under it, without the header`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const response = await visitAndSwitchColourMode(page, path);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    const first = await page.evaluate(() => document.head.firstElementChild?.outerHTML);
    expect(first).toBe(`<meta http-equiv="Content-Security-Policy" content="${metaPolicy}">`);
    expect(violations).toEqual([]);
  });
}

// Copy page fetches the page's Markdown twin: `connect-src 'self'` allows it.
test('Copy page works under the Content-Security-Policy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const violations = await recordViolations(page);
  await page.goto(new URL('guides/getting-started', baseURL).href);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Getting started\n/);
  expect(violations).toEqual([]);
});

// Search runs Pagefind's script, its worker and its WebAssembly: 'wasm-unsafe-eval' allows the last,
// and the policy holds no 'unsafe-eval'. Under the <meta> alone, as GitHub Pages serves it.
test('search works under the Content-Security-Policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('guides/getting-started');
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  expect(metaPolicy).not.toMatch(/'unsafe-eval'/);
  await waitForHydration(page);
  const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.fill('log level');
  await expect(page.getByRole('option').first()).toHaveAttribute(
    'href',
    '/mutate/api/MessageLog/enumerations/LogLevel',
  );
  expect(violations).toEqual([]);
});

// "Read offline" registers the site's own service worker: `worker-src 'self'` allows it. Checked
// until the worker has started precaching (the whole save is tests/e2e/read-offline.spec.ts's).
test('Read offline registers its worker under the Content-Security-Policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto(new URL('guides/getting-started', baseURL).href);
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Read offline' }).click();
  await footer.getByRole('button', { name: /^Save / }).click();
  await expect(page.getByRole('progressbar', { name: 'Saving for offline reading' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope))
    .toBe(new URL('/mutate/', baseURL).href);
  expect(violations).toEqual([]);
});
