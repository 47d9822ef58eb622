import { expect, test } from '@playwright/test';

test('the introduction is the site root', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page).toHaveTitle(/Introduction \| Mutate/);
});
