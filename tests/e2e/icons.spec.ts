import { expect, test, type Locator, type Page } from '@playwright/test';
import { docsPagePaths } from './helpers/pages';

// The page chrome draws its icons (sidebar and table-of-contents carets, breadcrumb separators,
// back-to-top arrow) by clipping a coloured box in src/css/custom.css, instead of Infima's SVG data
// URLs: the browser builds a separate SVG document for each SVG image during a first visit's style
// passes. The logo stays an <img>, outside these checks.

// (The not-found page has no icons but the navbar's, which every docs page checks too.)
for (const pagePath of docsPagePaths) {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`${pagePath} draws its CSS icons without SVG images at ${viewport.width}px, light and dark`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(pagePath, { waitUntil: 'load' });
      await expect(
        page.locator('.breadcrumbs__item, .theme-back-to-top-button').first(),
        'the page has icons',
      ).toBeAttached();
      for (const theme of ['light', 'dark']) {
        const svgImages = await page.evaluate((theme) => {
          document.documentElement.dataset.theme = theme;
          const found = new Set<string>();
          for (const element of Array.from(document.querySelectorAll('*'))) {
            for (const pseudo of [null, '::before', '::after']) {
              const style = getComputedStyle(element, pseudo);
              if (pseudo && style.content === 'none') continue;
              for (const image of [
                style.backgroundImage,
                style.maskImage,
                style.listStyleImage,
                style.borderImageSource,
              ]) {
                if (/url\(\S*svg/i.test(image)) found.add(`${element.getAttribute('class')}${pseudo ?? ''}`);
              }
            }
          }
          return [...found];
        }, theme);
        expect(svgImages, `${theme} mode`).toEqual([]);
      }
    });
  }
}

const iconPseudoElements = [
  '.breadcrumbs__item::after',
  '.menu__caret::before',
  '.menu__link--sublist-caret::after',
  '.theme-doc-toc-mobile button::after',
  '.theme-back-to-top-button::after',
];

/**
 * Pixels of either screenshot (same size) with no pixel of a like colour (each channel within 48
 * of 255) at or next to the same place in the other: shapes must match, anti-aliasing may differ.
 */
async function pixelsThatDiffer(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [p, q] = [await decode(a), await decode(b)];
      if (p.width !== q.width || p.height !== q.height) return Infinity;
      const { width, height } = p;
      const unmatched = (from: ImageData, to: ImageData) => {
        let count = 0;
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const i = (y * width + x) * 4;
            let matched = false;
            for (let dy = -1; dy <= 1 && !matched; dy += 1) {
              for (let dx = -1; dx <= 1 && !matched; dx += 1) {
                if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
                const j = ((y + dy) * width + x + dx) * 4;
                matched = [0, 1, 2].every((c) => Math.abs(from.data[i + c] - to.data[j + c]) <= 48);
              }
            }
            if (!matched) count += 1;
          }
        }
        return count;
      };
      return unmatched(p, q) + unmatched(q, p);
    },
    [first.toString('base64'), second.toString('base64')],
  );
}

/** A screenshot of `area` with the icons hidden. */
async function screenshotWithoutIcons(area: Locator): Promise<Buffer> {
  const hide = await area
    .page()
    .addStyleTag({ content: `${iconPseudoElements.join(',')} { visibility: hidden !important; }` });
  const shot = await area.screenshot({ animations: 'disabled' });
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  return shot;
}

/**
 * Compares what `area` shows with this site's icons against Infima's own SVG icons (this site's
 * rules removed from the page), and against no icons at all: the icons must be there, and differ
 * from Infima's in no more than their edges' anti-aliasing.
 */
async function expectIconsLikeInfima(area: Locator, label: string): Promise<void> {
  const page = area.page();
  const ours = await area.screenshot({ animations: 'disabled' });
  const none = await screenshotWithoutIcons(area);
  // This site's icon rules are the stylesheet's top-level rules with a clip-path (Infima's sit in
  // a cascade layer). Removed last first, and put back in the reverse order, at their places.
  const removed = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet, sheetIndex) =>
      Array.from(sheet.cssRules)
        .map((rule, index) => ({ rule, index }))
        .reverse()
        .filter(({ rule }) => rule instanceof CSSStyleRule && rule.style.clipPath)
        .map(({ rule, index }) => {
          sheet.deleteRule(index);
          return { sheetIndex, index, cssText: rule.cssText };
        }),
    ),
  );
  expect(removed.length, 'rules that draw the icons').toBeGreaterThan(0);
  const infima = await area.screenshot({ animations: 'disabled' });
  await page.evaluate((removed) => {
    for (const { sheetIndex, index, cssText } of removed.reverse())
      document.styleSheets[sheetIndex].insertRule(cssText, index);
  }, removed);
  const iconPixels = await pixelsThatDiffer(page, infima, none);
  const mismatched = await pixelsThatDiffer(page, ours, infima);
  expect(iconPixels, `${label}: Infima's icons show`).toBeGreaterThan(20);
  expect(mismatched, `${label}: pixels unlike Infima's icons, of ${iconPixels} icon pixels`).toBeLessThanOrEqual(
    iconPixels * 0.15,
  );
}

/** Runs `check` on each part of the chrome that has icons: desktop, then phone width. */
async function checkIconAreas(page: Page, check: (area: Locator, label: string) => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('api-custom/collect/collect-get', { waitUntil: 'load' });
  await check(page.locator('.breadcrumbs'), 'breadcrumb separators');
  await check(page.getByRole('navigation', { name: 'Docs sidebar' }), 'sidebar carets');
  await page.mouse.wheel(0, 3000);
  await page.mouse.wheel(0, -300);
  const backToTop = page.locator('.theme-back-to-top-button');
  await expect(backToTop).toHaveCSS('opacity', '1');
  await check(backToTop, 'back-to-top arrow');
  await page.setViewportSize({ width: 412, height: 823 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await check(page.locator('.theme-doc-toc-mobile button'), 'table of contents caret');
}

test.describe('screenshots', () => {
  // Twice the pixels, so that a shape offset by a fraction of a CSS pixel still matches. The
  // comparison decodes the screenshots in the page, with a `fetch` of a data URL, which the site's
  // own policy (`connect-src 'self'`) rightly refuses: these tests look at icons, not the policy.
  test.use({ deviceScaleFactor: 2, bypassCSP: true });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the chrome icons look like Infima’s in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await checkIconAreas(page, async (area, label) => {
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expectIconsLikeInfima(area, label);
      });
    });
  }

  // Forced colours replace background colours, which the icons are drawn with.
  test('the chrome icons show in forced colours (high contrast)', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await checkIconAreas(page, async (area, label) => {
      const iconPixels = await pixelsThatDiffer(
        page,
        await area.screenshot({ animations: 'disabled' }),
        await screenshotWithoutIcons(area),
      );
      expect(iconPixels, label).toBeGreaterThan(20);
    });
  });
});

// Infima's dropdown arrow is a border with transparent sides, which forced colours paint in: the
// arrow became a bar.
test('the version dropdown keeps its arrow shape in forced colours (high contrast)', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('./');
  const arrow = await page.locator('.dropdown > .navbar__link').evaluate((link) => {
    const style = getComputedStyle(link, '::after');
    return { sides: style.borderLeftColor, top: style.borderTopColor };
  });
  expect(arrow.sides).toBe('rgba(0, 0, 0, 0)');
  expect(arrow.top).not.toBe('rgba(0, 0, 0, 0)');
});
