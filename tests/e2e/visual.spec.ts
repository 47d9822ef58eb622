import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers/navigation';
import { type PageType, pageTypes, searchResultsPage } from './helpers/pages';

// Visual baselines: each page type in light and dark mode, on a desktop and a phone, against the
// screenshots in visual.spec.ts-snapshots/. After a change meant to show, `npm run visual:update`
// rebuilds the site and rewrites the baselines that differ (README: Visual baselines).

/** Every page type, with what shows once a page's content has loaded after hydration, if anything. */
const visualPageTypes: PageType[] = [...pageTypes, searchResultsPage];

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // A phone of about a Pixel's size; at the device scale of 1, as the desktop, so that anti-aliasing
  // stays the same from run to run and the files small.
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

// The site's font stacks end in whatever fonts a machine has (system-ui, monospace): pinned to the
// fonts they resolve to on the Debian machines the baselines are taken on, so that other installed
// fonts do not change them.
const pinnedFonts = `:root {
  --ifm-font-family-base: 'DejaVu Sans';
  --ifm-font-family-monospace: 'Liberation Mono';
}`;

const fileName = (pageType: string, mode: string, viewport: string) =>
  `${pageType.toLowerCase().replace(/\W+/g, '-')}-${mode}-${viewport}.png`;

/** Opens `path` in colour mode `mode`, chosen before the page loads, and waits until it is still. */
async function openStill(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  // As a reader's stored choice of the navbar toggle: the head script applies it before first paint.
  // Storage starts empty, so the announcement bar shows, as on a first visit.
  await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), mode);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.addStyleTag({ content: pinnedFonts });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // No hover state.
  await page.mouse.move(0, 0);
}

for (const [viewportName, viewportOptions] of Object.entries(viewports)) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode, ${viewportName}`, () => {
      // The system preference agrees with the stored mode; motion is reduced as some readers ask.
      test.use({ ...viewportOptions, colorScheme: mode, reducedMotion: 'reduce' });

      for (const { name, path, loaded } of visualPageTypes) {
        test(`the ${name} looks as its baseline`, async ({ page }) => {
          await openStill(page, path, mode);
          if (loaded) await expect(loaded(page)).toBeVisible();
          // The viewport, not the full page: what a reader sees first differs by page type (header,
          // sidebar, table of contents, heading), and a full long reference page would be slow to
          // take and compare, and would fail on any change of its text.
          await expect(page).toHaveScreenshot(fileName(name, mode, viewportName), {
            animations: 'disabled',
            caret: 'hide',
          });
        });
      }
    });
  }
}
