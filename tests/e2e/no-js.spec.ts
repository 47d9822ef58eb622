import { expect, test } from '@playwright/test';
import { mainNavbar } from './helpers/pageParts';
import { pageTypes } from './helpers/pages';

// The static HTML alone must carry each page: content, navigation and code.
test.use({ javaScriptEnabled: false });

for (const { name, path } of pageTypes) {
  test(`the ${name} is readable without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();

    const navbar = mainNavbar(page);
    await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/mutate/api');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'API' })).toHaveAttribute(
      'href',
      '/mutate/api',
    );

    for (const codeBlock of await page.locator('pre > code').all()) {
      await expect(codeBlock).toBeVisible();
      await expect(codeBlock).not.toBeEmpty();
    }
    // Code block buttons are in the HTML but cannot work without JavaScript: none is offered.
    await expect(page.getByRole('button', { name: /copy/i })).toHaveCount(0);
  });
}

test('docs pages keep their sidebar and table of contents without JavaScript', async ({ page }) => {
  await page.goto('api/Mutator/classes/Mutator');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
    'href',
    '/mutate/guides/getting-started',
  );
  await expect(page.locator('.table-of-contents a').first()).toBeVisible();
  await expect(page.locator('pre > code').first()).not.toBeEmpty();
});

test("the search box's button, and the search page's, open the search page with the query without JavaScript", async ({
  page,
}) => {
  await page.goto('guides/getting-started');
  const navbar = mainNavbar(page);
  await navbar.getByRole('combobox', { name: 'Search' }).fill('revert');
  await navbar.getByRole('button', { name: 'Submit search' }).click();
  await expect(page).toHaveURL('/mutate/search?q=revert');

  const main = page.getByRole('main');
  await main.getByRole('searchbox').fill('collect');
  await main.getByRole('radio', { name: 'Guides' }).check();
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/mutate/search?q=collect&section=Guides');
});
