// The parts of a page the specs find and use: landmarks, the search box, the loading spinner, the
// version dropdown, external links.
import { expect, type Locator, type Page } from '@playwright/test';

export const docsSidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Docs sidebar' });
export const mainNavbar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });
export const mainHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });
/** The navbar's search box (src/search/theme/SearchBar), its list and its suggestions. */
export const searchBox = (page: Page): Locator => mainNavbar(page).getByRole('combobox', { name: 'Search' });
export const searchListbox = (page: Page): Locator => mainNavbar(page).getByRole('listbox');
export const searchSuggestions = (page: Page): Locator => searchListbox(page).getByRole('option');
/** The spinner shown while the next page loads (spec §2.3). */
export const loadingSpinner = (page: Page): Locator => page.getByRole('status').filter({ hasText: 'Loading the page' });

/** An external link opens a new tab without handing the opener over, and shows the icon. */
export async function expectExternal(link: Locator, href: string, iconSize: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const icon = link.getByLabel('(opens in new tab)');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('width', iconSize);
}

/** Where the docs plugin stores the docs version the reader chose last (spec §4, §7). */
export const preferredVersionKey = 'docs-preferred-version-default';
export const storedPreferredVersion = (page: Page): Promise<string | null> =>
  page.evaluate((key) => window.localStorage.getItem(key), preferredVersionKey);

/** Chooses a docs version in the navbar's version dropdown. */
export async function chooseVersion(page: Page, label: string): Promise<void> {
  await mainNavbar(page).getByRole('button', { name: label }).hover();
  await page.locator('.dropdown__menu').getByRole('link', { name: label }).click();
}
