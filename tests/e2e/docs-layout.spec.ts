import { expect, test, type Page } from '@playwright/test';
import { docsSidebar, gotoHydrated, mainHeading } from './helpers';

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> for a moment only (it drops the temporary tabindex at once), which
  // moves the keyboard's starting point: the next Tab lands inside the main content, not the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('the table of contents lists the h2 and h3 headings of the page, not h4', async ({ page }) => {
  // A generated class page: members are h3, their signatures and parameters h4.
  await gotoHydrated(page, 'api/Mutator/classes/Mutator');
  const content = page.locator('.theme-doc-markdown');
  await expect(content.locator('h4[id]').first()).toBeAttached();
  const headingTargets = await content
    .locator('h2[id], h3[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(headingTargets.length).toBeGreaterThan(3);
  const tocLinks = page.locator('.theme-doc-toc-desktop').getByRole('link');
  await expect(tocLinks).toHaveCount(headingTargets.length);
  expect(await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(headingTargets);
});

test('the sidebar can be hidden and shown again', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  await expect(docsSidebar(page)).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(docsSidebar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Expand sidebar', exact: true }).click();
  await expect(docsSidebar(page)).toBeVisible();
  await expect(docsSidebar(page).getByRole('link', { name: 'Getting started' })).toHaveAttribute('aria-current', 'page');
});

test('opening a sidebar category or another page leaves the other categories open', async ({ page }) => {
  const caret = (category: string) =>
    docsSidebar(page).getByRole('button', { name: new RegExp(`sidebar category '${category}'`) });
  await gotoHydrated(page, './');
  await caret('collect').click();
  await expect(caret('collect')).toHaveAttribute('aria-expanded', 'true');
  await caret('mutate').click();
  await expect(caret('mutate')).toHaveAttribute('aria-expanded', 'true');
  await expect(caret('collect')).toHaveAttribute('aria-expanded', 'true');
  await expect(docsSidebar(page).getByRole('link', { name: 'collect.destroy' })).toBeVisible();
  await docsSidebar(page).getByRole('link', { name: 'Functions' }).click();
  await expect(mainHeading(page)).toHaveText('Functions');
  await expect(caret('Functions')).toHaveAttribute('aria-expanded', 'true');
  for (const category of ['collect', 'mutate']) {
    await expect(caret(category)).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(docsSidebar(page).getByRole('link', { name: 'mutate.revert' })).toBeVisible();
});
