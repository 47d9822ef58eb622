import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageTypes, waitForHydration } from './helpers';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, viewport] of Object.entries(viewports)) {
    test.describe(`${colorScheme} mode, ${width}`, () => {
      test.use({ colorScheme, viewport });
      for (const { name, path } of pageTypes) {
        test(`${name} has no axe violation`, async ({ page }) => {
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          const { violations } = await new AxeBuilder({ page }).analyze();
          const summary = violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
          expect(summary).toEqual([]);
        });
      }
    });
  }
}

type Focused = { key: string; html: string; indicated: boolean };

/** Tabs through the page until focus comes back round, noting each focused element and its focus style. */
async function tabCycle(page: Page, limit: number): Promise<Focused[]> {
  const focused: Focused[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const current = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (active === null || active === document.body || active.dataset.tabbed !== undefined) {
        return null;
      }
      active.dataset.tabbed = String(document.querySelectorAll('[data-tabbed]').length);
      const style = getComputedStyle(active);
      return {
        key: active.dataset.tabbed,
        html: active.outerHTML.slice(0, 120),
        indicated: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      };
    });
    if (current === null) {
      break;
    }
    focused.push(current);
  }
  return focused;
}

test.describe('keyboard', () => {
  for (const { name, path } of pageTypes) {
    test(`reaches every interactive element of the ${name} with a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const interactive = page.locator('a[href], button, input, select, textarea, [tabindex="0"]').filter({ visible: true });

      const focused = await tabCycle(page, (await interactive.count()) + 5);
      expect(focused.filter(({ indicated }) => !indicated).map(({ html }) => html)).toEqual([]);
      const unreached = await interactive.evaluateAll((nodes) =>
        nodes.filter((node) => (node as HTMLElement).dataset.tabbed === undefined).map((node) => node.outerHTML.slice(0, 120)),
      );
      expect(unreached).toEqual([]);
    });
  }

  test.describe('mobile menu', () => {
    test.use({ viewport: viewports.mobile });

    test('keeps focus inside while open and returns it to the menu button when closed', async ({ page }) => {
      await page.goto('guides/getting-started');
      await waitForHydration(page);
      const menuButton = page.getByRole('button', { name: 'Toggle navigation bar' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('.navbar-sidebar');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

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
