import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers/navigation';

// Each page's head names its link-preview card (src/socialCards/) by its absolute URL on the
// deployed site; the same path on this server serves it.
for (const { name, path, card } of [
  { name: 'a reference page', path: 'api/Mutator/classes/Mutator', card: 'img/cards/api/Mutator/classes/Mutator.png' },
  { name: 'a hand-written page', path: 'guides/getting-started', card: 'img/cards/guides/getting-started.png' },
]) {
  test(`${name} links its own card, a 1200 × 630 PNG the site serves`, async ({ page, request, baseURL }) => {
    await page.goto(path);
    // Once React has taken the page over, its head still has the card's tags alone.
    await waitForHydration(page);
    await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).pathname).toBe(`/mutate/${card}`);
    await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', image!);
    await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      /^Mutate documentation: /,
    );

    const local = new URL(new URL(image!).pathname, baseURL).href;
    const response = await request.get(local);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');

    // Drawn in the page, under its Content-Security-Policy (img-src 'self').
    const size = await page.evaluate(async (src) => {
      const img = document.createElement('img');
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, local);
    expect(size).toEqual([1200, 630]);
  });
}
