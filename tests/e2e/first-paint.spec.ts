import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, holdRequests } from './helpers/navigation';
import { docsSidebar, mainHeading } from './helpers/pageParts';
import { pageTypes } from './helpers/pages';

// The first paint comes before the stylesheet (src/criticalCss/): each page's critical CSS styles
// its first screen, in the colour mode the reader sees, at phone and desktop widths, exactly as the
// stylesheet does once it has loaded.

const STYLESHEET = /\/assets\/css\/[^/]+\.css$/;
const WIDTHS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 720 },
];

// What a first screen shows, wherever a page has it: the site's bars, the sidebar, the breadcrumbs,
// the table of contents, the title and the content's first blocks (those its critical CSS covers).
const FIRST_SCREEN = [
  'body',
  '.theme-announcement-bar',
  'nav.navbar',
  '.navbar__brand',
  '.navbar__search-input',
  '.theme-doc-sidebar-container',
  '.menu__link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.table-of-contents__link',
  'article h1',
  'main h1',
  '.markdown > :nth-child(-n+4)',
  '.markdown > :nth-child(-n+4) :is(code, a, td, th)',
];
const PROPERTIES = [
  'display',
  'visibility',
  'position',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'padding',
  'border-top-width',
];

/** The look and place of the first screen's elements: each selector's elements in view, with their computed styles and boxes in view. */
function firstScreenLook(page: Page) {
  return page.evaluate(
    ({ selectors, properties }) =>
      selectors.flatMap((selector) =>
        Array.from(document.querySelectorAll(selector))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.bottom > 0 && box.top < innerHeight && box.width > 0)
          .map(({ element, box }) => {
            const style = getComputedStyle(element);
            return {
              selector,
              // (The body's text starts with its scripts', some of which change it.)
              text: element === document.body ? '' : element.textContent?.trim().slice(0, 30),
              // The part in view: a column as long as the page (the sidebar) ends further down the
              // longer page of the content below, in the browser's default style until then.
              box: [box.x, box.y, box.width, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)]
                .map(Math.round)
                .join(' '),
              ...Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
            };
          }),
      ),
    { selectors: FIRST_SCREEN, properties: PROPERTIES },
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const { name, path } of pageTypes) {
      test(`the ${name}'s first screen paints styled before the stylesheet has loaded`, async ({ page }) => {
        // No hydration, before or after: only the stylesheet differs between the two looks.
        await page.route(/\.js$/, (route) => route.abort());
        for (const { width, height } of WIDTHS) {
          await page.setViewportSize({ width, height });
          const release = await holdRequests(page, STYLESHEET);
          await page.goto(path, { waitUntil: 'commit' });
          // The page paints while the stylesheet is still held back: it does not block the first paint.
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
          const beforeStylesheet = await firstScreenLook(page);
          release();
          await page.waitForLoadState('load');
          await expect
            .poll(() =>
              page.evaluate(() =>
                Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/css/')),
              ),
            )
            .toBe(true);
          expect(beforeStylesheet.length).toBeGreaterThan(5);
          expect(beforeStylesheet).toEqual(await firstScreenLook(page));
          await page.unroute(STYLESHEET);
        }
      });
    }
  });
}

test('a page read after another, within the site, loads no more CSS', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  await page.waitForLoadState('networkidle');
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) stylesheets.push(request.url());
  });
  const styleElements = () => page.locator('style, link[rel=stylesheet]').count();
  const before = await styleElements();
  await docsSidebar(page).getByRole('link', { name: 'Introduction' }).click();
  await expect(mainHeading(page)).toHaveText('Introduction');
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  expect(await styleElements()).toBe(before);
});
