import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers/navigation';
import { expectExternal, mainHeading, mainNavbar } from './helpers/pageParts';

const repository = 'https://github.com/evolv-ai/mutate';

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
});

test('the navbar holds the brand, API link, version dropdown, search, colour toggle and GitHub link', async ({
  page,
}) => {
  const navbar = mainNavbar(page);
  const brand = navbar.getByRole('link', { name: 'Mutate logo Mutate' });
  await expect(brand).toHaveAttribute('href', '/mutate/');
  await expect(brand.getByRole('img', { name: 'Mutate logo' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/mutate/api');
  await expect(navbar.getByRole('button', { name: 'v1.0.0' })).toBeVisible();
  await expect(navbar.getByLabel('Search', { exact: true })).toBeVisible();
  await expect(navbar.getByRole('button', { name: /^Switch between dark and light mode/ })).toBeVisible();
  await expectExternal(navbar.getByRole('link', { name: 'GitHub' }), repository, '13.5');
});

test('the brand leads to the site root and the API link to the API reference', async ({ page }) => {
  const navbar = mainNavbar(page);
  await navbar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(mainHeading(page)).toHaveText(/API/);
  await navbar.getByRole('link', { name: 'Mutate logo Mutate' }).click();
  await expect(page).toHaveURL('/mutate/');
  await expect(mainHeading(page)).toHaveText('Introduction');
});

test('the version dropdown opens on hover with v1.0.0 active and an external list of all versions', async ({
  page,
}) => {
  const dropdown = mainNavbar(page).getByRole('listitem').filter({ hasText: 'Library releases' });
  const toggle = page.getByRole('button', { name: 'v1.0.0' });
  await expect(dropdown).toBeHidden();
  await toggle.hover();
  await expect(dropdown).toBeVisible();
  // The button says the menu is open while it shows under the mouse, and closed once it is not.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await mainHeading(page).hover();
  await expect(dropdown).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.hover();
  const menu = page.locator('.dropdown__menu');
  await expect(menu.getByRole('link', { name: 'v1.0.0' })).toHaveAttribute('aria-current', 'page');
  // The button opens the menu; it is not the current page's link, which the menu's entry is.
  await expect(toggle).not.toHaveAttribute('aria-current');
  await expectExternal(
    menu.getByRole('link', { name: 'Library releases' }),
    'https://www.npmjs.com/package/@evolv/mutate?activeTab=versions',
    '12',
  );
});

test('the version dropdown opens with Enter or Space and closes on a click outside it or when focus leaves it', async ({
  page,
}) => {
  const navbar = mainNavbar(page);
  const toggle = navbar.getByRole('button', { name: 'v1.0.0' });
  const libraryReleases = navbar.getByRole('listitem').filter({ hasText: 'Library releases' });
  const openWith = async (key: 'Enter' | 'Space') => {
    await toggle.focus();
    await page.keyboard.press(key);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(libraryReleases).toBeVisible();
  };

  await openWith('Enter');
  await mainHeading(page).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(libraryReleases).toBeHidden();

  // Space is a button's key too; it must not scroll the page instead.
  await openWith('Space');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await navbar.getByRole('link', { name: 'GitHub' }).focus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(libraryReleases).toBeHidden();
});

test('Escape closes the version dropdown, opened from the keyboard or under the pointer', async ({ page }) => {
  const navbar = mainNavbar(page);
  const toggle = navbar.getByRole('button', { name: 'v1.0.0' });
  const libraryReleases = navbar.getByRole('listitem').filter({ hasText: 'Library releases' });

  // Focus on one of its items: the menu closes and its button has the focus again.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(libraryReleases).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(navbar.locator('.dropdown__menu a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(libraryReleases).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Open under the pointer, focus elsewhere: it closes without the pointer moving, and opens again
  // once the pointer has left and come back.
  await mainHeading(page).click();
  await toggle.hover();
  await expect(libraryReleases).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(libraryReleases).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await mainHeading(page).hover();
  await toggle.hover();
  await expect(libraryReleases).toBeVisible();
});

test("the search box's keyboard hint never covers its placeholder, at any width; touch screens get no hint", async ({
  page,
  browser,
}) => {
  const searchBox = mainNavbar(page).getByPlaceholder('Search');
  const hint = page.locator('.navbar [class*="searchHintContainer"]');
  for (const width of [577, 700, 800, 996, 997, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expect(hint).toBeVisible();
      // Where the placeholder's text ends: the box's left padding plus the text's width in its font.
      const placeholderEnd = await searchBox.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        return (
          input.getBoundingClientRect().left +
          parseFloat(style.paddingLeft) +
          context.measureText(input.placeholder).width
        );
      });
      const hintStart = (await hint.boundingBox())!.x;
      expect(hintStart, 'hint starts after the placeholder ends').toBeGreaterThan(placeholderEnd);
    });
  }
  const touch = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 800, height: 800 } });
  const touchPage = await touch.newPage();
  await gotoHydrated(touchPage, 'guides/getting-started');
  await expect(mainNavbar(touchPage).getByPlaceholder('Search')).toBeVisible();
  await expect(touchPage.locator('.navbar [class*="searchHintContainer"]')).toBeHidden();
  await touch.close();
});

test('the footer has the company, Docs and Resources groups, a logo and a 2025 copyright', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const groups = footer.locator('.footer__col');
  await expect(groups.locator('.footer__title')).toHaveText(['Evolv AI', 'Docs', 'Resources']);
  const company = groups.nth(0).getByRole('link');
  await expect(company).toHaveText(['Home', 'Blog', 'About', 'Contact']);
  for (const [index, href] of ['', '/blog', '/about', '/contact'].entries()) {
    await expectExternal(company.nth(index), `https://evolv.ai${href}`, '13.5');
  }
  const docs = groups.nth(1).getByRole('link');
  await expect(docs).toHaveText(['API']);
  await expect(docs).toHaveAttribute('href', '/mutate/api');
  await expect(docs).not.toHaveAttribute('target', /.*/);
  const resources = groups.nth(2).getByRole('link');
  await expect(resources).toHaveText(['Help', 'npm', 'Repository']);
  await expectExternal(resources.nth(0), `${repository}/issues`, '13.5');
  await expectExternal(resources.nth(1), 'https://www.npmjs.com/package/@evolv/mutate', '13.5');
  await expectExternal(resources.nth(2), repository, '13.5');
  await expect(footer.getByRole('img', { name: 'Mutate logo' })).toBeVisible();
  await expect(footer.getByText(/^Copyright © 2025 /)).toBeVisible();
});

test('an external link opens in a new tab', async ({ page, context }) => {
  // The network is closed here: answer the repository page locally.
  await context.route(`${repository}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>repo</title>' }),
  );
  const [newTab] = await Promise.all([
    context.waitForEvent('page'),
    mainNavbar(page).getByRole('link', { name: 'GitHub' }).click(),
  ]);
  await expect(newTab).toHaveURL(repository);
  expect(await newTab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/mutate\/guides\/getting-started$/);
});

test.describe('on a wide touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap shows the version menu, and its button says it is open', async ({ page }) => {
    await gotoHydrated(page, './');
    const toggle = mainNavbar(page).getByRole('button', { name: 'v1.0.0' });
    await toggle.tap();
    await expect(mainNavbar(page).getByRole('link', { name: 'Library releases' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
