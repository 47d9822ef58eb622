import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers/navigation';
import { mainNavbar } from './helpers/pageParts';

const toggle = (page: Page) => page.getByRole('button', { name: /^Switch between dark and light mode/ });
const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));
const html = (page: Page) => page.locator('html');

async function expectMode(page: Page, choice: 'system' | 'light' | 'dark', shown: 'light' | 'dark') {
  await expect(toggle(page)).toHaveAccessibleName(`Switch between dark and light mode (currently ${choice} mode)`);
  await expect(html(page)).toHaveAttribute('data-theme-choice', choice);
  await expect(html(page)).toHaveAttribute('data-theme', shown);
}

test.describe('without a system preference', () => {
  test.use({ colorScheme: 'no-preference' });

  test('the site starts in light mode, following the system', async ({ page }) => {
    await gotoHydrated(page, './');
    await expectMode(page, 'system', 'light');
    expect(await storedTheme(page)).toBeNull();
  });
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the site starts in dark mode, following the system', async ({ page }) => {
    await gotoHydrated(page, './');
    await expectMode(page, 'system', 'dark');
  });
});

test('the toggle cycles system, light, dark, system and stores the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, './');
  await expectMode(page, 'system', 'dark');
  await toggle(page).click();
  await expectMode(page, 'light', 'light');
  expect(await storedTheme(page)).toBe('light');
  await toggle(page).click();
  await expectMode(page, 'dark', 'dark');
  expect(await storedTheme(page)).toBe('dark');
  await toggle(page).click();
  await expectMode(page, 'system', 'dark');
  expect(await storedTheme(page)).toBeNull();
});

test('the chosen mode persists across reloads and navigation', async ({ page }) => {
  await gotoHydrated(page, './');
  await toggle(page).click();
  await toggle(page).click();
  await expectMode(page, 'dark', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
  await expectMode(page, 'dark', 'dark');
  await mainNavbar(page).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/mutate\/api$/);
  await expectMode(page, 'dark', 'dark');
});

test('system mode follows a change of the system preference; a chosen mode does not', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, './');
  await expectMode(page, 'system', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectMode(page, 'system', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectMode(page, 'system', 'light');
  await toggle(page).click();
  await expectMode(page, 'light', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(toggle(page)).toBeEnabled();
  await expectMode(page, 'light', 'light');
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a page prints in the light theme, dark text on white paper, and is dark again after', async ({ page }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // What the page looks like while it prints: read by a listener that runs after the site's.
    await page.evaluate(() => {
      window.addEventListener('beforeprint', () => {
        const colour = (selector: string) => getComputedStyle(document.querySelector(selector)!).color;
        Object.assign(window, {
          printed: {
            theme: document.documentElement.dataset.theme,
            text: colour('article p:not([role="note"])'),
            code: colour('.prism-code'),
          },
        });
      });
    });
    await page.pdf();
    const printed = await page.evaluate(() => (window as unknown as { printed: object }).printed);
    expect(printed).toEqual({ theme: 'light', text: 'rgb(28, 30, 33)', code: 'rgb(57, 58, 52)' });
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });
});
