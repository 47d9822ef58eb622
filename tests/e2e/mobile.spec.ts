import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/accessibility';
import { gotoHydrated } from './helpers/navigation';
import { docsSidebar, expectExternal, mainHeading, storedPreferredVersion } from './helpers/pageParts';

const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const sidePanel = (page: Page) => page.locator('.navbar-sidebar');
const navbarApiLink = (page: Page) => page.locator('.navbar__items').getByRole('link', { name: 'API', exact: true });

async function expectMobileLayout(page: Page) {
  await expect(hamburger(page)).toBeVisible();
  await expect(navbarApiLink(page)).toBeHidden();
  await expect(docsSidebar(page)).toBeHidden();
}

async function expectDesktopLayout(page: Page) {
  await expect(hamburger(page)).toBeHidden();
  await expect(navbarApiLink(page)).toBeVisible();
  await expect(docsSidebar(page)).toBeVisible();
}

test('the desktop layout applies above 996 px and the mobile layout at 996 px', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await gotoHydrated(page, 'guides/getting-started');
  await expectDesktopLayout(page);
  await page.setViewportSize({ width: 996, height: 800 });
  await expectMobileLayout(page);
  await page.setViewportSize({ width: 997, height: 800 });
  await expectDesktopLayout(page);
});

test.describe('at 996 px wide', () => {
  test.use({ viewport: { width: 996, height: 800 } });

  test('reference tables keep their columns, fit the page and split no short name', async ({ page }) => {
    for (const path of [
      'api/gates/Children/classes/ChildrenGate',
      'api/lib/functions/collect',
      'api/EvolvError/classes/CollectorDestroyedError',
    ]) {
      await page.goto(path);
      const tables = await page.locator('article table').evaluateAll((all) =>
        all.map((table) => ({
          headingsShown: table.querySelector('thead')!.getBoundingClientRect().height > 0,
          fits: table.scrollWidth <= table.clientWidth + 1,
          split: Array.from(table.querySelectorAll('code'))
            .filter((code) => code.getClientRects().length > 1)
            .map((code) => code.textContent!),
        })),
      );
      expect(tables.length, path).toBeGreaterThan(0);
      expect(tables, path).toEqual(tables.map(() => ({ headingsShown: true, fits: true, split: [] })));
    }
  });

  test('the hamburger opens the docs menu, whose back button leads to the main menu', async ({ page }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await expectMobileLayout(page);
    await hamburger(page).click();
    await expect(sidePanel(page)).toBeVisible();
    // A modal dialog, as its focus trap and scroll lock make it, for assistive technology too.
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
    const docsMenuLink = sidePanel(page).getByRole('link', { name: 'Getting started' });
    await expect(docsMenuLink).toHaveAttribute('aria-current', 'page');
    await expect(docsMenuLink).toBeInViewport();
    await sidePanel(page).getByRole('button', { name: '← Back to main menu' }).click();
    await expect(sidePanel(page).getByRole('link', { name: 'API', exact: true })).toBeInViewport();
    await expect(sidePanel(page).getByRole('link', { name: 'GitHub' })).toBeInViewport();
    await expect(docsMenuLink).not.toBeInViewport();
    await sidePanel(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect(mainHeading(page)).toHaveText(/API/);
    await expect(sidePanel(page)).toBeHidden();
  });

  test('"← Back to main menu" from the keyboard puts focus on the main menu\'s first item', async ({ page }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await hamburger(page).click();
    await sidePanel(page).getByRole('button', { name: '← Back to main menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidePanel(page).getByRole('link', { name: 'API', exact: true })).toBeFocused();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open side panel, docs and main menu, passes axe in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, 'guides/getting-started');
      await hamburger(page).click();
      await expect(sidePanel(page).getByRole('link', { name: 'Getting started' })).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
      await sidePanel(page).getByRole('button', { name: '← Back to main menu' }).click();
      await expect(sidePanel(page).getByRole('link', { name: 'API', exact: true })).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('external links of the main menu show the 13.5 px icon, and the 12 px one inside the versions dropdown', async ({
    page,
  }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await hamburger(page).click();
    await sidePanel(page).getByRole('button', { name: '← Back to main menu' }).click();
    await expectExternal(
      sidePanel(page).getByRole('link', { name: 'GitHub' }),
      'https://github.com/evolv-ai/mutate',
      '13.5',
    );
    await sidePanel(page).getByRole('button', { name: 'Versions' }).click();
    await expectExternal(
      sidePanel(page).getByRole('link', { name: 'Library releases' }),
      'https://www.npmjs.com/package/@evolv/mutate?activeTab=versions',
      '12',
    );
  });

  test('choosing a version in the side panel closes it, and the version is remembered (spec §4)', async ({ page }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await hamburger(page).click();
    await sidePanel(page).getByRole('button', { name: '← Back to main menu' }).click();
    await sidePanel(page).getByRole('button', { name: 'Versions' }).click();
    await sidePanel(page).getByRole('link', { name: 'v1.0.0' }).click();
    await expect(sidePanel(page)).toBeHidden();
    expect(await storedPreferredVersion(page)).toBe('current');
  });

  test("the shell's buttons are targets of at least 24 px square (WCAG 2.5.8)", async ({ page }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await hamburger(page).click();
    await expect(sidePanel(page)).toBeVisible();
    const sizes = await page.locator('.navbar button, .navbar-sidebar button').evaluateAll((buttons) =>
      buttons
        .map((button) => ({
          name: button.getAttribute('aria-label') ?? button.textContent!.trim(),
          rect: button.getBoundingClientRect(),
        }))
        .filter(({ rect }) => rect.width > 0)
        .map(({ name, rect }) => ({ name, width: Math.round(rect.width), height: Math.round(rect.height) })),
    );
    expect(sizes.map(({ name }) => name)).toContain('Close navigation bar');
    expect(sizes.filter(({ width, height }) => width < 24 || height < 24)).toEqual([]);
  });

  test('page scrolling is locked while the side panel is open', async ({ page }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await hamburger(page).click();
    await expect(sidePanel(page)).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await sidePanel(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidePanel(page)).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the side panel closes when the window widens to desktop width', async ({ page }) => {
    await gotoHydrated(page, 'guides/getting-started');
    await hamburger(page).click();
    await expect(sidePanel(page)).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(sidePanel(page)).toBeHidden();
    await expectDesktopLayout(page);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('back navigation closes the side panel and stays on the page', async ({ page }) => {
    await gotoHydrated(page, './');
    await hamburger(page).click();
    await sidePanel(page).getByRole('link', { name: 'Getting started' }).click();
    await expect(mainHeading(page)).toHaveText('Getting started');
    await expect(sidePanel(page)).toBeHidden();
    await hamburger(page).click();
    await expect(sidePanel(page)).toBeVisible();
    await page.goBack();
    await expect(sidePanel(page)).toBeHidden();
    await expect(mainHeading(page)).toHaveText('Getting started');
    await expect(page).toHaveURL(/\/guides\/getting-started$/);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reference tables fit the page, their descriptions in sight', async ({ page }) => {
    for (const path of [
      'api/modules',
      'api/Mutator/classes/Mutator',
      'api/bindings/Computed/classes/ComputedBindingFactory',
      'api-custom/collect/',
    ]) {
      await page.goto(path);
      const overflowing = await page
        .locator('article table')
        .evaluateAll((tables) => tables.filter((table) => table.scrollWidth > table.clientWidth + 1).length);
      expect(overflowing, path).toBe(0);
    }
  });

  test("a reference table's rows stack, each value after its column's heading, short names whole", async ({ page }) => {
    await page.goto('api/EvolvError/classes/CollectorNotFoundError');
    // The properties table, whose heading row is hidden on phones.
    const properties = page.locator('article table').filter({ has: page.locator('th', { hasText: 'Modifier' }) });
    const row = properties.locator('tbody tr').filter({ hasText: 'collectorName' });
    // Each value shown, one under another, after its heading; the empty "Inherited from" left out.
    const cells = await row.locator('td').evaluateAll((tds) =>
      tds
        .filter((td) => td.getBoundingClientRect().height > 0)
        .map((td) => ({
          label: getComputedStyle(td, '::before').content,
          text: td.textContent!.trim(),
          top: Math.round(td.getBoundingClientRect().top),
          lines: Array.from(td.querySelectorAll('code'), (code) => code.getClientRects().length),
        })),
    );
    expect(cells.map(({ label, text }) => [label, text])).toEqual([
      ['"Property"', 'collectorName'],
      ['"Modifier"', 'readonly'],
      ['"Type"', 'string'],
      ['"Description"', 'The collector name that was looked up.'],
    ]);
    expect(cells.map(({ top }) => top)).toEqual([...cells.map(({ top }) => top)].sort((a, b) => a - b));
    expect(new Set(cells.map(({ top }) => top)).size).toBe(cells.length);
    expect(cells.flatMap(({ lines }) => lines).every((lineCount) => lineCount === 1)).toBe(true);
  });

  test("a two-column table's rows read as a list: the name on its line, its description across the row below", async ({
    page,
  }) => {
    await page.goto('api/lib');
    const row = page.locator('article table tbody tr').filter({ hasText: 'Operations on registered collectors.' });
    const cells = await row.locator('td').evaluateAll((tds) =>
      tds.map((td) => ({
        label: getComputedStyle(td, '::before').content,
        text: td.textContent!.trim(),
        left: Math.round(td.firstElementChild?.getBoundingClientRect().left ?? td.getBoundingClientRect().left),
        top: Math.round(td.getBoundingClientRect().top),
      })),
    );
    expect(cells.map(({ label, text }) => [label, text])).toEqual([
      ['none', 'collect'],
      ['none', 'Operations on registered collectors.'],
    ]);
    expect(cells[1].top).toBeGreaterThan(cells[0].top);
    // The description starts where the name does, not after a heading's gutter.
    const descriptionLeft = await row
      .locator('td')
      .nth(1)
      .evaluate((td) => {
        const range = document.createRange();
        range.setStart(td.firstChild!, 0);
        range.setEnd(td.firstChild!, 1);
        return Math.round(range.getBoundingClientRect().left);
      });
    expect(descriptionLeft).toBe(cells[0].left);
  });

  test('the previous and next links at the foot of a page show each name whole', async ({ page }) => {
    for (const path of [
      'api-custom/mutate/mutate-pause',
      'api-custom/collect/collect-get',
      'api-custom/mutate/mutate-unpause',
    ]) {
      await page.goto(path);
      // Each word of each label, with the number of rows it is drawn on.
      const words = await page.locator('.pagination-nav__label').evaluateAll((labels) =>
        labels.flatMap((label) => {
          const text = label.firstChild!;
          return Array.from(text.textContent!.matchAll(/\S+/g), (match) => {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            return `${match[0]}: ${new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size}`;
          });
        }),
      );
      expect(words.length, path).toBeGreaterThan(0);
      expect(
        words.filter((word) => !word.endsWith(': 1')),
        path,
      ).toEqual([]);
    }
  });

  test('code lines wrap between words, never splitting one that fits in a row', async ({ page }) => {
    const splits: { path: string; text: string; fits: boolean }[] = [];
    for (const path of ['', 'guides/getting-started', 'api-custom/collect/collect-get']) {
      await page.goto(path);
      // Each run of non-blank characters that a code line wraps inside a word of (between two
      // letters or digits, not at a hyphen or a dot), and whether the run is wider than the block's
      // rows, the one reason to split it there.
      const splitWords = await page.locator('article .theme-code-block .token-line').evaluateAll((lines) =>
        lines.flatMap((line) => {
          const code = line.closest('code')!;
          const style = getComputedStyle(code);
          const rowWidth = code.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const characters: { character: string; top: number; width: number }[] = [];
          const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let index = 0; index < node.textContent!.length; index += 1) {
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const [rect] = Array.from(range.getClientRects());
              if (rect)
                characters.push({ character: node.textContent![index]!, top: Math.round(rect.top), width: rect.width });
            }
          }
          const runs: { text: string; width: number; splitInWord: boolean }[] = [];
          let run: (typeof runs)[number] | undefined;
          characters.forEach(({ character, top, width }, index) => {
            if (!character.trim()) {
              run = undefined;
              return;
            }
            const before = characters[index - 1];
            if (!run) runs.push((run = { text: '', width: 0, splitInWord: false }));
            else if (before!.top !== top && /\w/.test(before!.character) && /\w/.test(character))
              run.splitInWord = true;
            run.text += character;
            run.width += width;
          });
          return runs
            .filter(({ splitInWord }) => splitInWord)
            .map(({ text, width }) => ({ text, fits: width <= rowWidth }));
        }),
      );
      splits.push(...splitWords.map((split) => ({ path, ...split })));
    }
    expect(splits.filter(({ fits }) => fits)).toEqual([]);
    // Lines do wrap: the longest guide has a word wider than a phone's row.
    expect(splits.length).toBeGreaterThan(0);
  });
});
