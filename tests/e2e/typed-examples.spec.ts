import { expect, test, type Locator, type Page } from '@playwright/test';
import { queryExampleCode } from '../typed-example';
import { axeViolations } from './helpers/accessibility';
import { gotoHydrated } from './helpers/navigation';
import { recordProblems } from './helpers/recording';

// Every TypeScript example shows the type of each identifier: on hover (built into the HTML, so
// without JavaScript too) and, from the keyboard, with the arrow keys once its block has focus
// (src/codeBlocks/). A `// ^?` line shows a type under the line it points at.

const GETTING_STARTED = 'guides/getting-started';
const identifiers = (page: Page) => page.locator('.theme-code-block pre .typed-token');
const popupOf = (identifier: Locator) => identifier.locator('.type-popup');

/**
 * Presses Home in the focused code block until it moves focus to the block's first identifier: the
 * keys' script loads when a block takes focus, and a key pressed before it has run only scrolls.
 */
async function toFirstIdentifier(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.keyboard.press('Home');
      return page.evaluate(() => !!document.activeElement?.matches('.typed-token'));
    })
    .toBe(true);
}
/** The first `mutate(…)` call of the page, in Step 2's first example (its import's popup says `function`). */
const firstMutateCall = (page: Page) =>
  identifiers(page)
    .filter({ has: page.locator('.type-popup > code', { hasText: /^mutate\(name/ }) })
    .first();
/** Step 1's first example, which has a `^?` line. */
const queryExample = (page: Page) => page.locator('.theme-code-block').filter({ has: page.locator('.type-query') });

test('hovering `mutate` in an example shows its type, the first sentence of its docs and its reference page', async ({
  page,
}) => {
  const problems = recordProblems(page);
  await gotoHydrated(page, GETTING_STARTED);
  const mutate = firstMutateCall(page);
  await expect(popupOf(mutate)).toBeHidden();
  await mutate.hover();
  const popup = popupOf(mutate);
  await expect(popup).toBeVisible();
  await expect(popup.locator('code').first()).toHaveText('mutate(name: string, key?: string): Mutator');
  await expect(popup).toContainText('Returns the mutator for a collector');
  await expect(popup.getByRole('link', { name: 'Reference' })).toHaveAttribute(
    'href',
    '/mutate/api/lib/functions/mutate',
  );
  // The popup is not clipped by the scrolling block: it lies wholly in the viewport, under the name.
  const [nameBox, popupBox] = [await mutate.boundingBox(), await popup.boundingBox()];
  expect(popupBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1);
  expect(popupBox!.height).toBeGreaterThan(40);
  // Moving onto the popup keeps it open, so that its link can be followed.
  await popup.getByRole('link', { name: 'Reference' }).click();
  await expect(page).toHaveURL(/\/mutate\/api\/lib\/functions\/mutate$/);
  expect(problems).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a name not checked against the library is marked, and its popup says what it is and its basis (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, GETTING_STARTED);
    const relocate = identifiers(page)
      .filter({ hasText: /^relocate/ })
      .first();
    // Marked in the code, without hovering: a dashed underline.
    await expect(relocate).toHaveClass(/\bunchecked-api\b/);
    expect(await relocate.evaluate((element) => getComputedStyle(element).textDecorationStyle)).toBe('dashed');
    await relocate.hover();
    const popup = popupOf(relocate);
    await expect(popup.locator('.type-popup-kind')).toHaveText('method');
    // Capitalised by CSS: the first letter only.
    expect(await popup.locator('.type-popup-kind').evaluate((element) => (element as HTMLElement).innerText)).toBe(
      'Method',
    );
    await expect(popup).toContainText(
      'Basis: named by the specification: not checked against the library (About the basis)',
    );
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('link', { name: 'About the basis' }).click();
    await expect(page).toHaveURL(/\/mutate\/api#the-basis-of-each-page$/);
  });
}

test('a name seen in calling code is not marked, and its popup says so', async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED);
  const mutate = firstMutateCall(page);
  await expect(mutate).not.toHaveClass(/\bunchecked-api\b/);
  await mutate.hover();
  await expect(popupOf(mutate).locator('.type-popup-kind')).toHaveText('function');
  await expect(popupOf(mutate)).toContainText("Basis: seen in Evolv's code that calls the library");
  // A name of the example's own: what it is and its type, nothing else.
  const titles = identifiers(page)
    .filter({ hasText: /^titles/ })
    .first();
  await titles.hover();
  await expect(popupOf(titles)).toHaveText('constantconst titles: Collector');
});

test('a `^?` line shows the type of what it points at under that line, and is not code', async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED);
  const block = queryExample(page);
  const answer = block.locator('.type-query');
  await expect(answer).toBeVisible();
  await expect(answer).toHaveText(/\^ const titles: Collector$/);
  await expect(block.locator('pre')).not.toContainText('^?');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('hovering an identifier still shows its type', async ({ page }) => {
    await page.goto(GETTING_STARTED);
    const mutate = firstMutateCall(page);
    await mutate.hover();
    await expect(popupOf(mutate)).toBeVisible();
    await expect(popupOf(mutate)).toContainText('Mutator');
  });
});

test.describe('from the keyboard', () => {
  test("a reader reaches `mutate`'s type in a few key presses: Tab to the example, then arrow keys", async ({
    page,
  }) => {
    await gotoHydrated(page, GETTING_STARTED);
    const mutateBlock = firstMutateCall(page).locator('xpath=ancestor::pre');
    await mutateBlock.evaluate((pre) => {
      // The element just before the block in the tab order: a focusable stand-in for "the text".
      const before = document.createElement('span');
      before.tabIndex = -1;
      pre.closest('.theme-code-block')!.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    await expect(mutateBlock).toBeFocused();
    await expect(mutateBlock).toHaveAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight ArrowUp ArrowDown');
    await toFirstIdentifier(page); // the imported `mutate`: two key presses in all
    const focused = page.locator('.typed-token:focus');
    await expect(focused).toHaveText(/^mutate/);
    await expect(popupOf(focused)).toBeVisible();
    await expect(popupOf(focused)).toContainText('Mutator');
    await page.keyboard.press('ArrowDown'); // the `mutate(…)` call on the next line with names
    await expect(firstMutateCall(page)).toBeFocused();
    await expect(popupOf(firstMutateCall(page))).toContainText('): Mutator');
    await page.keyboard.press('ArrowLeft');
    await expect(popupOf(focused)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mutateBlock).toBeFocused();
    await expect(page.locator('.type-popup:visible')).toHaveCount(0);
  });

  test('Enter on a Mutate name opens its reference page', async ({ page }) => {
    await gotoHydrated(page, GETTING_STARTED);
    const pre = firstMutateCall(page).locator('xpath=ancestor::pre');
    await pre.focus();
    await toFirstIdentifier(page);
    await page.keyboard.press('ArrowRight');
    await expect(firstMutateCall(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mutate\/api\/lib\/functions\/mutate$/);
  });

  test('the tab stops of a page do not grow with its identifiers: one per block', async ({ page }) => {
    await gotoHydrated(page, GETTING_STARTED);
    const count = await identifiers(page).count();
    expect(count).toBeGreaterThan(100);
    // Tabbing from a block's code leaves the block's code at once.
    const tabbableInCode = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.theme-code-block pre *')).filter(
        (element) => (element as HTMLElement).tabIndex >= 0 && (element as HTMLElement).offsetParent !== null,
      ),
    );
    expect(tabbableInCode).toHaveLength(0);
    const pre = firstMutateCall(page).locator('xpath=ancestor::pre');
    await pre.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('pre'))).toBe(false);
  });
});

test('after a client-side navigation the examples show their types too', async ({ page }) => {
  await gotoHydrated(page, '');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).click();
  await expect(page).toHaveURL(/getting-started$/);
  const mutate = firstMutateCall(page);
  await mutate.hover();
  await expect(popupOf(mutate)).toContainText('Mutator');
});

test('the copy button copies the code alone, without types or queries', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, GETTING_STARTED);
  const block = queryExample(page);
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(queryExampleCode);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`${colorScheme} mode, ${device}`, () => {
      test.use({ colorScheme, viewport });

      test('a page with an open popup and a `^?` answer passes axe', async ({ page }) => {
        await gotoHydrated(page, GETTING_STARTED);
        const mutate = firstMutateCall(page);
        await mutate.focus();
        await expect(popupOf(mutate)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
