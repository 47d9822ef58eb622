import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers/navigation';
import {
  chooseVersion,
  docsSidebar,
  mainHeading,
  preferredVersionKey,
  storedPreferredVersion,
} from './helpers/pageParts';
import { recordProblems } from './helpers/recording';

test('choosing a version in the dropdown stores it for the docs plugin', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  expect(await storedPreferredVersion(page)).toBeNull();
  await chooseVersion(page, 'v1.0.0');
  await expect.poll(() => storedPreferredVersion(page)).toBe('current');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await storedPreferredVersion(page)).toBe('current');
});

test('a stored version name that matches no version is cleared', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', 'yes');
      window.localStorage.setItem(key, 'v0.9.0');
    }
  }, preferredVersionKey);
  await gotoHydrated(page, 'guides/getting-started');
  await expect.poll(() => storedPreferredVersion(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'v1.0.0' })).toBeVisible();
});

const failingStorages = {
  'reads and writes throw': () => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
  },
  'is unavailable': () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  },
};

for (const [failure, breakStorage] of Object.entries(failingStorages)) {
  test(`when local storage ${failure}, the site works and logs a warning`, async ({ page }) => {
    const problems = recordProblems(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(breakStorage);
    await gotoHydrated(page, './');
    const toggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
    for (const mode of ['light', 'dark', 'system']) {
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(`Switch between dark and light mode (currently ${mode} mode)`);
    }
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('banner')).toBeHidden();
    await docsSidebar(page).getByRole('link', { name: 'Getting started' }).click();
    await expect(mainHeading(page)).toHaveText('Getting started');
    expect(warnings.some((warning) => /storage is not available/.test(warning))).toBe(true);
    expect(problems).toEqual([]);
  });
}
