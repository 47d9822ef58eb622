import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers/navigation';

// URL parameters and fragments are text from anyone who crafts a link: never HTML.
const payload = '<img src=x onerror="window.injected=true">';
const encoded = encodeURIComponent(payload);

const craftedUrls = [
  `guides/getting-started?q=${encoded}`,
  `guides/getting-started?_highlight=${encoded}`,
  `guides/getting-started?docusaurus-theme=${encoded}&docusaurus-data-note=${encoded}`,
  `guides/getting-started#${encoded}`,
  `${encoded}`,
];

for (const url of craftedUrls) {
  test(`a crafted URL is not rendered as HTML: ${url.slice(0, 60)}`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
}
