import { expect, test, type Page } from '@playwright/test';
import { axeViolations, htmlCodeSnifferErrors } from './helpers/accessibility';
import { waitForHydration } from './helpers/navigation';
import { type PageType, pageTypes, searchResultsPage } from './helpers/pages';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

// Both engines check the search page with results too.
const checkedPages: PageType[] = [...pageTypes, searchResultsPage];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode, HTML_CodeSniffer`, () => {
    test.use({ colorScheme, viewport: viewports.desktop });
    for (const { name, path, loaded } of checkedPages) {
      test(`${name} has no HTML_CodeSniffer error`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        if (loaded) await expect(loaded(page)).toBeVisible();
        expect(await htmlCodeSnifferErrors(page)).toEqual([]);
      });
    }
  });

  for (const [width, viewport] of Object.entries(viewports)) {
    test.describe(`${colorScheme} mode, ${width}`, () => {
      test.use({ colorScheme, viewport });
      for (const { name, path, loaded } of checkedPages) {
        test(`${name} has no axe violation`, async ({ page }) => {
          // axe needs a while on the long generated pages on a busy machine.
          test.setTimeout(120_000);
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          if (loaded) await expect(loaded(page)).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

type Focused = { key: string; indicated: boolean };
type KeyboardProbe = Window & { describeElement: (element: Element) => string; focused: Focused[] };

/**
 * Names each element by what it is and where (so that an element React re-renders keeps its
 * name), and records every element that receives focus with whether its focus style shows.
 */
function installKeyboardProbe() {
  const probe = window as unknown as KeyboardProbe;
  probe.describeElement = (element) =>
    [
      element.closest('nav, footer, aside, main, header, [role="banner"]')?.className ?? '',
      element.tagName,
      element.getAttribute('href'),
      element.getAttribute('aria-label'),
      element.textContent?.trim().slice(0, 60),
    ].join(' | ');
  probe.focused = [];
  document.addEventListener('focusin', (event) => {
    const element = event.target as Element;
    const style = getComputedStyle(element);
    probe.focused.push({
      key: probe.describeElement(element),
      indicated: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    });
  });
}

/** Presses Tab enough times to go round the page once and returns what got focus, in order, once each. */
async function tabCycle(page: Page, presses: number): Promise<Focused[]> {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
  }
  const focused = await page.evaluate(() => (window as unknown as KeyboardProbe).focused);
  const wrapped = focused.findIndex(({ key }, index) => index > 0 && key === focused[0].key);
  return wrapped === -1 ? focused : focused.slice(0, wrapped);
}

test.describe('keyboard', () => {
  for (const { name, path } of pageTypes) {
    test(`reaches every interactive element of the ${name} with a visible focus indicator`, async ({ page }) => {
      // The generated class page has about two hundred tab stops; on a busy machine each Tab is slow.
      test.setTimeout(300_000);
      await page.addInitScript(installKeyboardProbe);
      await page.goto(path);
      await waitForHydration(page);
      const interactive = page
        .locator('a[href], button, input, select, textarea, [tabindex="0"]')
        .filter({ visible: true });
      const expected = await interactive.evaluateAll((nodes) =>
        nodes.map((node) => (window as unknown as KeyboardProbe).describeElement(node)),
      );

      const focused = await tabCycle(page, expected.length + 10);
      expect(focused.filter(({ indicated }) => !indicated).map(({ key }) => key)).toEqual([]);
      const reached = new Set(focused.map(({ key }) => key));
      expect(expected.filter((key) => !reached.has(key))).toEqual([]);
    });
  }

  test.describe('mobile menu', () => {
    test.use({ viewport: viewports.mobile });

    test('takes focus when opened, keeps it inside while open and returns it to the menu button when closed', async ({
      page,
    }) => {
      await page.goto('guides/getting-started');
      await waitForHydration(page);
      const menuButton = page.getByRole('button', { name: 'Toggle navigation bar' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('.navbar-sidebar');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      // Focus moves into the menu as it opens, to its first item, not left on the button behind it.
      await expect(menu.getByRole('link').first()).toBeFocused();

      const focusable = await menu.locator('a[href], button').filter({ visible: true }).count();
      for (let step = 0; step < focusable * 2 + 2; step += 1) {
        await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
    });
  });
});
