import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { builtFileOf } from './helpers/built';
import { waitForHydration } from './helpers/navigation';
import { recordProblems, scriptsRun } from './helpers/recording';

// Code blocks are highlighted when the site is built. A first visit hydrates them as they are,
// without running Prism; Prism (the "code-highlighter" chunk) renders code that appears after a
// client-side navigation.
const codeBlock = '.theme-code-block';

/** Whether a built script holds Prism: its grammars name a "punctuation" token. */
const holdsPrism = (file: string) => readFileSync(file, 'utf8').includes('punctuation');
const isHighlighterChunk = (url: URL) => url.pathname.endsWith('.js') && holdsPrism(builtFileOf(url.href));

/** Records every code block that leaves the page, e.g. because React replaced it. */
async function countRemovedCodeBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed = { count: 0 };
    Object.assign(window, { removedCodeBlocks: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) removed.count++;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Clicks the copy button of the page's `index`th code block; returns what it copied. */
async function copyCode(page: Page, index: number): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const block = page.locator(codeBlock).nth(index);
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a first visit keeps the server-rendered code blocks and does not run Prism', async ({ page }) => {
  await countRemovedCodeBlocks(page);
  await page.goto('api/Mutator/classes/Mutator');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scriptsRunOnLoad = await scriptsRun(page);

  const tokens = page.locator(`${codeBlock} .token`);
  expect(await tokens.count()).toBeGreaterThan(50);
  expect(
    await page.evaluate(() => (window as unknown as { removedCodeBlocks: { count: number } }).removedCodeBlocks.count),
  ).toBe(0);
  expect(scriptsRunOnLoad.length).toBeGreaterThanOrEqual(3);
  expect(scriptsRunOnLoad.filter(holdsPrism)).toEqual([]);
  // Nor is it fetched: it loads for code rendered after a client-side navigation, on a sign of one.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(
    fetched
      .filter((url) => url.endsWith('.js'))
      .map(builtFileOf)
      .filter(holdsPrism),
  ).toEqual([]);

  // The hydrated block works: its copy button copies the code.
  const copied = await copyCode(page, 0);
  expect(copied.length).toBeGreaterThan(0);
  const shown = await page.locator(`${codeBlock} pre`).first().innerText();
  expect(shown.replace(/\s+/g, '')).toContain(copied.replace(/\s+/g, '').slice(0, 40));
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`code is painted in the ${colorScheme} mode's colours before the page's scripts run`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    // Only the inline head scripts run (they set the colour mode); React never does.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('./');
    const keyword = page.locator(`${codeBlock} .token.keyword`).first();
    await expect(keyword).toBeVisible();
    // No inline colours: they would be those of the mode the HTML was rendered in.
    await expect(page.locator(`${codeBlock} [style*="color"]`)).toHaveCount(0);
    const colours = await keyword.evaluate((element) => ({
      keyword: getComputedStyle(element).color,
      text: getComputedStyle(element.closest('pre')!).color,
      background: getComputedStyle(element.closest('.theme-code-block')!).backgroundColor,
    }));
    // github (light) and dracula (dark) backgrounds, with keywords coloured unlike plain text.
    expect(colours.background).toBe(colorScheme === 'light' ? 'rgb(246, 248, 250)' : 'rgb(40, 42, 54)');
    expect(colours.keyword).not.toBe(colours.text);
    await context.close();
  });
}

/** A browser's innerText doubles a code block's empty line, which keeps an empty styled element. */
const linesWithText = (text: string) => text.split('\n').filter((line) => line.trim());
const shownCode = (page: Page) =>
  page.locator(`${codeBlock} pre`).evaluateAll((blocks) => blocks.map((block) => (block as HTMLElement).innerText));

test('plain code is text, not elements: each block shows exactly its code', async ({ page }) => {
  // src/theme/CodeBlock/Line/Token: a plain token has no element of its own (an empty line keeps
  // its styled one, an identifier its type's popup), in the server-rendered blocks of a first visit
  // and in blocks Prism renders.
  const plainTokenElements = page.locator(`${codeBlock} .token.plain:not([style]):not(.typed-token)`);
  await page.goto('guides/getting-started');
  await waitForHydration(page);
  expect(await page.locator(`${codeBlock} .token`).count()).toBeGreaterThan(300);
  await expect(plainTokenElements).toHaveCount(0);
  const firstVisit = await shownCode(page);
  expect(firstVisit.length).toBeGreaterThan(10);
  // What a block shows is what its copy button copies: the code itself.
  for (const index of [0, 1, firstVisit.length - 1]) {
    expect(linesWithText(firstVisit[index])).toEqual(linesWithText(await copyCode(page, index)));
  }

  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).click();
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).click();
  await expect(page.locator(`${codeBlock} .token.keyword`).first()).toBeVisible();
  // The types, fetched after the navigation, include a `^?` line's answer shown under its line.
  await expect(page.locator(`${codeBlock} .type-query`)).toBeVisible();
  await expect(plainTokenElements).toHaveCount(0);
  expect(await shownCode(page)).toEqual(firstVisit);
});

test('code shown after a client-side navigation is highlighted', async ({ page }) => {
  await page.goto('./');
  await waitForHydration(page);
  // From the keyboard: no hover has run the highlighter before the new page renders.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.locator(`${codeBlock} .token.keyword`).first()).toBeVisible();
});

// bash is not among prism-react-renderer's own languages: src/codeBlocks/highlighterContent.ts adds it.
test('the install commands (bash) are highlighted, in the HTML and after a client-side navigation', async ({
  page,
}) => {
  const installCommand = page.locator('.language-bash .token.function', { hasText: 'npm' });
  await page.goto('./');
  await expect(installCommand).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(installCommand).toBeVisible();
});

test('after a link is hovered, the next page shows its code highlighted from its first frame', async ({ page }) => {
  await page.goto('./');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).hover();
  // Hovering runs the highlighter (src/codeBlocks/highlighter.ts).
  await expect.poll(async () => (await scriptsRun(page)).some(holdsPrism)).toBe(true);

  // Each frame from the click on: the page's heading, and how many code lines are highlighted.
  const frames = await page.evaluate(
    () =>
      new Promise<{ heading?: string; highlighted: number }[]>((resolve) => {
        const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('.theme-doc-sidebar-menu a')).find(
          (anchor) => anchor.textContent?.trim() === 'Getting started',
        )!;
        const seen: { heading?: string; highlighted: number }[] = [];
        const record = () => {
          const heading = document.querySelector('article h1')?.textContent ?? undefined;
          seen.push({ heading, highlighted: document.querySelectorAll('article pre .token').length });
          if (heading === 'Getting started' || seen.length > 300) resolve(seen);
          else requestAnimationFrame(record);
        };
        link.click();
        requestAnimationFrame(record);
      }),
  );
  const firstFrame = frames.at(-1)!;
  expect(firstFrame.heading).toBe('Getting started');
  expect(firstFrame.highlighted).toBeGreaterThan(100);
});

test('if Prism cannot load, code after a client-side navigation is shown unhighlighted', async ({ page }) => {
  await page.route(isHighlighterChunk, (route) => route.abort());
  await page.goto('./');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  const firstBlock = page.locator(`${codeBlock} pre`).first();
  await expect(firstBlock).toContainText('npm install');
  await expect(page.locator(`${codeBlock} .token`)).toHaveCount(0);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
});

test('code stays highlighted when React cannot hydrate the page and renders it afresh', async ({ page }) => {
  // React reports the mismatch (its minified error 418) as one it recovered from.
  const hydrationMismatch = /onRecoverableError.*#418/s;
  const problems = recordProblems(page, [hydrationMismatch]);
  const mismatchReported = page.waitForEvent('console', (message) => hydrationMismatch.test(message.text()));
  // A page edited before React runs (as a browser extension may do) no longer matches what React
  // renders, so React discards the server-rendered HTML and builds the page itself.
  await page.route('**/guides/getting-started', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)Getting started</, '$1Getting started, edited<');
    await route.fulfill({ response, body: html });
  });
  await page.goto('guides/getting-started');
  await mismatchReported;
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started', exact: true })).toBeVisible();
  const blocks = page.locator(`${codeBlock} pre`);
  expect(await blocks.count()).toBeGreaterThan(5);
  for (const block of await blocks.all()) await expect(block.locator('.token-line').first()).toBeVisible();
  await expect(page.locator(`${codeBlock} .token.keyword`).first()).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe('on a narrow desktop screen', () => {
  // Code is held to 80 columns: it scrolls sideways only in the narrow columns of small desktops.
  test.use({ viewport: { width: 1000, height: 800 } });

  test('the word-wrap toggle of a block that scrolls says whether its lines are wrapped', async ({ page }) => {
    await page.goto('api/ponyfills/Functions/functions/debounce');
    await waitForHydration(page);
    const block = page
      .locator(codeBlock)
      .filter({ has: page.getByRole('button', { name: 'Toggle word wrap' }) })
      .first();
    const toggle = block.getByRole('button', { name: 'Toggle word wrap' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const code = block.locator('pre > code');
    await expect(code).toHaveCSS('white-space', 'pre');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
  });
});
