import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/accessibility';
import { waitForHydration } from './helpers/navigation';

// "Copy page" and the menu of the page's actions (src/markdownTwins/CopyPage.tsx, PageMenu.tsx),
// and how the twins are served.
const guide = 'guides/getting-started';
const twin = '/mutate/guides/getting-started.md';

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'More' });
const menu = (page: Page) => page.getByRole('menu');
const menuItem = (page: Page, name: string) => menu(page).getByRole('menuitem', { name });
const ITEMS = ['Copy page', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude'];
const ASSISTANTS = ['chatgpt.com', 'claude.ai'];
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
    await expect(menuButton(page)).toBeFocused();
    expect(await outline(menuButton(page))).not.toBe('none');
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

/** The prompt's URL of each assistant for the page whose published URL (its canonical link) is `pageUrl`. */
const chatUrls = (pageUrl: string) => {
  const prompt = encodeURIComponent(`Read ${pageUrl}.md so I can ask questions about it.`);
  return {
    'Open in ChatGPT': `https://chatgpt.com/?q=${prompt}`,
    'Open in Claude': `https://claude.ai/new?q=${prompt}`,
  };
};
const canonicalUrl = (page: Page) => page.locator('link[rel=canonical]').getAttribute('href');

test.describe('the menu of the page', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('is a menu button operated from the keyboard, as WAI-ARIA has it', async ({ page }) => {
    await page.goto(guide);
    await waitForHydration(page);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toHaveCount(0);
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent);

    // Arrow Down opens it on its first item; the arrows go round, Home and End to the ends.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('menuitem')).toHaveText(ITEMS);
    await expect(menuItem(page, 'Copy page')).toBeFocused();
    for (const [key, item] of [
      ['ArrowDown', 'View as Markdown'],
      ['ArrowDown', 'Open in ChatGPT'],
      ['ArrowDown', 'Open in Claude'],
      ['ArrowDown', 'Copy page'],
      ['ArrowUp', 'Open in Claude'],
      ['Home', 'Copy page'],
      ['End', 'Open in Claude'],
    ]) {
      await page.keyboard.press(key);
      expect(await focusedItem(), key).toBe(item);
    }
    // Escape closes it, back on the button; Arrow Up opens it on its last item.
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(menuItem(page, 'Open in Claude')).toBeFocused();
    // Tab closes it and moves on from the button.
    await page.keyboard.press('Tab');
    await expect(menu(page)).toHaveCount(0);
    await expect(button).not.toBeFocused();
    // Enter opens it on its first item; choosing Copy page copies, closes it and returns to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menuItem(page, 'Copy page')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announced(page)).toHaveText('Copied');
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await twinText(page));
  });

  test('opens and closes by mouse, and a click elsewhere closes it', async ({ page }) => {
    await page.goto(guide);
    await waitForHydration(page);
    await menuButton(page).click();
    await expect(menuItem(page, 'View as Markdown')).toBeVisible();
    await menuButton(page).click();
    await expect(menu(page)).toHaveCount(0);
    await menuButton(page).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu(page)).toHaveCount(0);
  });

  test("links the twin, and new chats whose prompt names the twin's published URL; nothing is asked of the assistants before a click", async ({
    page,
    context,
  }) => {
    const asked: string[] = [];
    context.on('request', (request) => {
      if (ASSISTANTS.includes(new URL(request.url()).hostname)) asked.push(request.url());
    });
    // A chat opened here gets a page of ours: no request leaves the machine.
    for (const host of ASSISTANTS)
      await context.route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
    await page.goto(guide);
    await waitForHydration(page);
    const pageUrl = await canonicalUrl(page);
    expect(pageUrl).toMatch(/^https?:\/\/[^/]+\/mutate\/guides\/getting-started$/);
    await menuButton(page).click();
    await expect(menuItem(page, 'View as Markdown')).toHaveAttribute('href', twin);
    for (const [name, url] of Object.entries(chatUrls(pageUrl!))) {
      await expect(menuItem(page, name)).toHaveAttribute('href', url);
      await expect(menuItem(page, name)).toHaveAttribute('target', '_blank');
      await expect(menuItem(page, name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(asked).toEqual([]);
    const [chat] = await Promise.all([context.waitForEvent('page'), menuItem(page, 'Open in Claude').click()]);
    await expect(chat).toHaveURL(chatUrls(pageUrl!)['Open in Claude']);
    expect(asked).toEqual([chatUrls(pageUrl!)['Open in Claude']]);
    await expect(menu(page)).toHaveCount(0);
  });
});

test.describe('the menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens the twin, served as Markdown; Copy page, which needs JavaScript, is not offered', async ({ page }) => {
    await page.goto('');
    await expect(copyButton(page)).toHaveCount(0);
    await page.locator('summary', { hasText: 'More' }).click();
    const viewLink = page.getByRole('link', { name: 'View as Markdown' });
    const [response] = await Promise.all([page.waitForResponse('**/mutate/index.md'), viewLink.click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(/\/mutate\/index\.md$/);
    expect(await page.locator('body').innerText()).toMatch(/^# Introduction\n/);
  });

  test('links the new chats with the same prompts', async ({ page }) => {
    await page.goto(guide);
    await page.locator('summary', { hasText: 'More' }).click();
    for (const [name, url] of Object.entries(chatUrls((await canonicalUrl(page))!))) {
      await expect(page.getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', url);
    }
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

      test('the bar, its Copied state and its open menu have no axe violation', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto('api/lib/functions/');
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await copyButton(page).click();
        await expect(announced(page)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await menuButton(page).click();
        await expect(menuItem(page, 'Open in ChatGPT')).toBeVisible();
        await page.keyboard.press('ArrowDown');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
