import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers/navigation';

const bar = (page: Page) => page.getByRole('banner').filter({ hasText: 'version v1.0.0 of the Mutate documentation' });
/** The red, green and blue of a computed `rgb(…)` or `rgba(…)` colour. */
const channels = (colour: string) =>
  colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);

async function reloadHydrated(page: Page) {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('closing the announcement bar hides it, also after a reload', async ({ page }) => {
  await gotoHydrated(page, './');
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await reloadHydrated(page);
  await expect(bar(page)).toBeHidden();
});

test('a bar with a new id shows again after an older bar was closed', async ({ page }) => {
  await gotoHydrated(page, './');
  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toBeHidden();
  // The dismissal belongs to the bar id stored with it; a stored id that differs from the
  // configured one is what a reader sees after the site changes its bar.
  await page.evaluate(() => window.localStorage.setItem('docusaurus.announcement.id', 'an_earlier_bar'));
  await reloadHydrated(page);
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.id'))).toBe('docs_v1_0_0');
});

test('the bar takes the colours of the colour mode', async ({ page }) => {
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await gotoHydrated(page, './');
    const [background, text, pageBackground] = await bar(page).evaluate((element) => [
      getComputedStyle(element).backgroundColor,
      getComputedStyle(element).color,
      getComputedStyle(document.documentElement).backgroundColor,
    ]);
    // A transparent page background shows the canvas: white in light mode.
    const lightness = (colour: string) =>
      /^rgba\(.*, 0\)$/.test(colour) ? 255 : channels(colour).reduce((sum, channel) => sum + channel, 0) / 3;
    // Close to the page's own background, with text of the opposite lightness.
    expect(
      Math.abs(lightness(background) - lightness(pageBackground)),
      `${mode}: ${background} on ${pageBackground}`,
    ).toBeLessThan(40);
    expect(Math.abs(lightness(text) - lightness(background)), `${mode}: ${text} on ${background}`).toBeGreaterThan(150);
  }
});

test('the close button stands out from the bar in both colour modes (3:1)', async ({ page }) => {
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await gotoHydrated(page, './');
    const close = bar(page).getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    const [icon, opacity, background] = await close.evaluate((button) => [
      getComputedStyle(button).color,
      getComputedStyle(button).opacity,
      getComputedStyle(button.closest('.theme-announcement-bar')!).backgroundColor,
    ]);
    // The icon is drawn in the button's colour at the button's opacity, over the bar.
    const shown = channels(icon).map(
      (channel, i) => Number(opacity) * channel + (1 - Number(opacity)) * channels(background)[i],
    );
    const luminance = ([r, g, b]: number[]) => {
      const linear = (value: number) =>
        value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [lighter, darker] = [luminance(shown), luminance(channels(background))].sort((a, b) => b - a);
    expect(
      (lighter + 0.05) / (darker + 0.05),
      `${mode}: ${icon} at ${opacity} on ${background}`,
    ).toBeGreaterThanOrEqual(3);
  }
});
