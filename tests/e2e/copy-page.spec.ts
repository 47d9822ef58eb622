import { expect, test, type Page } from '@playwright/test';
import { axeViolations, waitForHydration } from './helpers';

// "Copy page" and "View as Markdown" (src/markdownTwins/CopyPage.tsx), and how the twins are served.
const guide = 'guides/getting-started';
const twin = '/mutate/guides/getting-started.md';

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page' });
const viewLink = (page: Page) => page.getByRole('link', { name: 'View as Markdown' });
const announced = (page: Page) => page.getByRole('status').filter({ hasText: 'Copied' });

async function twinText(page: Page, url = twin): Promise<string> {
  return (await page.request.get(url)).text();
}

test.describe('Copy page', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('copies exactly the Markdown twin by mouse and announces Copied', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(guide);
    await waitForHydration(page);
    // Nothing of it loads before the first click: no twin, and no chunk that fetches it.
    const before = fetched.length;
    await expect(announced(page)).toHaveCount(0);
    await copyButton(page).click();
    await expect(announced(page)).toHaveText('Copied');
    expect(fetched.slice(before)).toContain(twin);
    expect(fetched.slice(0, before)).not.toContain(twin);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await twinText(page));
    expect(clipboard).toMatch(/^# Getting started\n\n/);
  });

  test('works from the keyboard, with a visible focus indicator, on a generated page too', async ({ page }) => {
    await page.goto('api/Mutator/classes/Mutator');
    await waitForHydration(page);
    const outline = (locator: ReturnType<typeof copyButton>) =>
      locator.evaluate((node) => getComputedStyle(node).outlineStyle);
    // Tab from the breadcrumbs' last link, as a reader would.
    await page.locator('.breadcrumbs a').last().focus();
    for (
      let press = 0;
      press < 10 && !(await copyButton(page).evaluate((node) => node === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(copyButton(page)).toBeFocused();
    expect(await outline(copyButton(page))).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(announced(page)).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await twinText(page, '/mutate/api/Mutator/classes/Mutator.md'),
    );
    await page.keyboard.press('Tab');
    await expect(viewLink(page)).toBeFocused();
    expect(await outline(viewLink(page))).not.toBe('none');
  });

  test('says so when the twin cannot be fetched', async ({ page }) => {
    await page.route(`**${twin}`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(guide);
    await waitForHydration(page);
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copy failed' })).toBeVisible();
    await expect(announced(page)).toHaveCount(0);
  });
});

test.describe('View as Markdown without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens the twin, served as Markdown; Copy page, which needs JavaScript, is not offered', async ({ page }) => {
    await page.goto('');
    await expect(copyButton(page)).toHaveCount(0);
    const [response] = await Promise.all([page.waitForResponse('**/mutate/index.md'), viewLink(page).click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(/\/mutate\/index\.md$/);
    expect(await page.locator('body').innerText()).toMatch(/^# Introduction\n/);
  });
});

test('the llms files are served as text, the twins as Markdown, all in UTF-8', async ({ request }) => {
  for (const [path, type] of [
    ['llms.txt', 'text/plain; charset=utf-8'],
    ['llms-full.txt', 'text/plain; charset=utf-8'],
    ['api.md', 'text/markdown; charset=utf-8'],
    ['api/lib/functions/index.md', 'text/markdown; charset=utf-8'],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
  }
});

const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, viewport] of Object.entries(viewports)) {
    test.describe(`${colorScheme} mode, ${width}`, () => {
      test.use({ colorScheme, viewport });

      test('the bar and its Copied state have no axe violation', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto('api/lib/functions/');
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await copyButton(page).click();
        await expect(announced(page)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
