import { expect, test, type Page } from '@playwright/test';
import { axeViolations, docsSidebar, gotoHydrated, holdRequests, mainNavbar, waitForHydration } from './helpers';

// The navbar search box of @easyops-cn/docusaurus-search-local, over the index built with the site.
// Once its index has loaded, the box sets itself up and its input becomes a combobox.
const setUpSearchBox = (page: Page) => mainNavbar(page).getByRole('combobox', { name: 'Search' });
const searchBox = (page: Page) => mainNavbar(page).getByRole('textbox', { name: 'Search' }).or(setUpSearchBox(page));
// The index, which the box's worker fetches.
const searchIndexUrl = /search-index.*\.json/;
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');

// One input event with the whole query, so the suggestions shown are never those of a prefix.
async function typeQuery(page: Page, query: string) {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
}

// Each symbol must lead to its own page; a suggestion's text starts with the page title.
const symbolPages = [
  { query: 'Mutator', title: 'Class: Mutator', path: 'api/Mutator/classes/Mutator' },
  { query: 'revert', title: 'mutate.revert', path: 'api-custom/mutate/mutate-revert' },
  {
    query: 'CollectorNotFoundError',
    title: 'Class: CollectorNotFoundError',
    path: 'api/EvolvError/classes/CollectorNotFoundError',
  },
  // Documented by the effects part of the API reference.
  {
    query: 'TextModified',
    title: 'Class: TextModifiedEffect',
    path: 'api/effects/TextModified/classes/TextModifiedEffect',
  },
];

for (const { query, title, path } of symbolPages) {
  test(`"${query}" suggests ${path} among the first three and opens it from the keyboard`, async ({ page }) => {
    await gotoHydrated(page, './');
    await typeQuery(page, query);
    await expect(suggestions(page).first()).toBeVisible();

    const firstThree = (await suggestions(page).allInnerTexts()).slice(0, 3);
    const position = firstThree.findIndex((text) => text.startsWith(title));
    expect(position, `first three suggestions: ${JSON.stringify(firstThree)}`).toBeGreaterThanOrEqual(0);

    // The first suggestion is preselected; arrow down to the page's suggestion and open it.
    for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).nth(position)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/mutate/${path.replace(/[$()]/g, '\\$&')}\\?_highlight=`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.replace(/^\w+: /, ''));
    // The search terms are highlighted on the page the reader lands on.
    await expect(page.locator('article mark').first()).toHaveText(new RegExp(query, 'i'));
  });
}

// What readers type is answered first by the part of the docs that covers it, not by the
// reference's lists of pages (left out of the index).
const readerQueries = [
  { query: 'classes', opens: /\/mutate\/api\/Mutator\/classes\/Mutator\?_highlight=classes#classes$/ },
  // The words of a member's name find it.
  {
    query: 'custom mutation',
    opens: /\/mutate\/api\/Mutator\/classes\/Mutator\?_highlight=custom&_highlight=mutation#custommutation$/,
  },
  {
    query: 'wait for element',
    opens: /\/mutate\/api-custom\/collect\/\?_highlight=wait&_highlight=for&_highlight=element$/,
  },
  // A question: its stop words ("how", "do", "I") are not required of a page.
  { query: 'how do I undo changes', opens: /\/mutate\/api-custom\/mutate\/mutate-revert\?_highlight=/ },
];
for (const { query, opens } of readerQueries) {
  test(`"${query}" opens the page that covers it from the first suggestion`, async ({ page }) => {
    await gotoHydrated(page, './');
    await typeQuery(page, query);
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(opens);
  });
}

// A member named through its owner, as code names it, leads to that member's heading or page.
test('"Mutator.revert" suggests the revert() heading of Mutator first and opens it there', async ({ page }) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'Mutator.revert');
  await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(suggestions(page).first()).toContainText('revert()');
  await expect(suggestions(page).first()).toContainText('Class: Mutator');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mutate\/api\/Mutator\/classes\/Mutator\?_highlight=revert#revert$/);
  await expect(page.getByRole('heading', { level: 3, name: 'revert()' })).toBeInViewport();
});

test('a member name being typed ("mutate.re") suggests the pages it may become first', async ({ page }) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'mutate.re');
  await expect(suggestions(page).first()).toBeVisible();
  // Each page may have a line of its text under it.
  const titles = (await suggestions(page).allInnerTexts()).map((text) => text.split('\n')[0].trim());
  expect(titles[0]).toBe('mutate.reevaluate');
  expect(titles.slice(1, 4)).toContain('mutate.revert');
  // Only members: not the sections of the mutate page whose names start so ("Reference", "Returns").
  expect(titles.filter((title) => /^Re(ference|turns?)\b/.test(title))).toEqual([]);
  // The page opens with the name found highlighted, not the letters typed.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mutate\/api-custom\/mutate\/mutate-reevaluate\?_highlight=reevaluate$/);
});

// Punctuation around or between words, as in the reference's headings ("classes()") or in quotes,
// finds what the words alone find.
const punctuated = [
  ['classes()', 'classes'],
  ['"revert"', 'revert'],
  ['Mutator#revert', 'Mutator revert'],
  ['$mu', 'mu'],
];
for (const [query, words] of punctuated) {
  test(`"${query}" suggests what "${words}" does`, async ({ page }) => {
    await gotoHydrated(page, './');
    await typeQuery(page, words);
    await expect(suggestions(page).first()).toBeVisible();
    const expected = await suggestions(page).allInnerTexts();
    await typeQuery(page, query);
    await expect.poll(() => suggestions(page).allInnerTexts()).toEqual(expected);
  });
}

// collect and mutate both have a pause: a word finds dotted names (search splits words at dots),
// and the pages of both are titled by their namespace, so no two suggestions read alike.
test('"pause" suggests the pages of collect.pause and mutate.pause, told apart', async ({ page }) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'pause');
  await expect(suggestions(page).first()).toBeVisible();
  const texts = await suggestions(page).allInnerTexts();
  const titles = texts.map((text) => text.split('\n')[0].trim());
  expect(titles.slice(0, 4), JSON.stringify(titles)).toEqual(expect.arrayContaining(['collect.pause', 'mutate.pause']));
  expect(new Set(texts).size, JSON.stringify(texts)).toBe(texts.length);
});

// Queries are stemmed as the index is ("getting" and "get" are one term), so a title of several
// words finds its page in any form.
for (const query of ['getting started', 'Getting Started']) {
  test(`"${query}" suggests the Getting started guide first`, async ({ page }) => {
    await gotoHydrated(page, './');
    await typeQuery(page, query);
    await expect(suggestions(page).first()).toHaveText(/^Getting started/);
  });
}

test('"See all results" opens the full results page with links to the matching pages', async ({ page }) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'revert');
  await page.getByRole('option', { name: 'See all results' }).click();

  await expect(page).toHaveURL(/\/mutate\/search\/?\?q=revert$/);
  // Search engines are asked not to index it; its results are the pages themselves.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "revert"');
  // Its tab is titled as every other page's is, ending in the site's title, and the results are the
  // page's main landmark, where the skip link leads.
  await expect(page).toHaveTitle('Search results for "revert" | Mutate');
  await expect(page.getByRole('main')).toContainText('Search results for "revert"');
  await expect(page.getByRole('link', { name: 'mutate.revert', exact: true }).first()).toHaveAttribute(
    'href',
    /\/mutate\/api-custom\/mutate\/mutate-revert/,
  );
  // Each place is listed once, however many kinds of match it has (a heading and its text).
  const places = await page
    .getByRole('main')
    .locator('article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.replace(/\?[^#]*/, '')));
  expect(places.length).toBeGreaterThan(20);
  expect(places.filter((place, index) => places.indexOf(place) !== index)).toEqual([]);
});

test('"See all results" is the last option of the list: the arrow keys reach it and Enter opens the results page', async ({
  page,
}) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'revert');
  await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
  const seeAll = page.getByRole('option', { name: 'See all results' });
  await expect(suggestions(page).last()).toHaveText('See all results');

  // Up from the first suggestion leaves the list; up again wraps round to its last option.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await expect(setUpSearchBox(page)).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/mutate\/search\/?\?q=revert$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "revert"');
});

// WCAG 2.4.3 and 3.2.2: keys that move focus or close the list never open a page or lose the focus.
test('Escape closes the suggestions and keeps focus in the box; Tab moves on without opening a suggestion', async ({
  page,
}) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'revert');
  await expect(suggestions(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(setUpSearchBox(page)).toBeFocused();

  await page.keyboard.type(' pause');
  await expect(suggestions(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const clear = mainNavbar(page).getByRole('button', { name: 'Clear search' });
  await expect(clear).toBeFocused();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page).toHaveURL(/\/mutate\/$/);

  // The clear button empties the box and gives the focus back to it.
  await page.keyboard.press('Enter');
  await expect(setUpSearchBox(page)).toHaveValue('');
  await expect(setUpSearchBox(page)).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open suggestion list passes axe in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, './');
    await typeQuery(page, 'revert');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('option', { name: 'See all results' })).toBeVisible();
    // Screen readers are told how many suggestions there are (WCAG 4.1.3).
    await expect(mainNavbar(page).getByRole('status')).toHaveText(/^\d+ suggestions$/);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a query that matches nothing says so, in the box and on the results page', async ({ page }) => {
  const query = 'qzxwvkjq';
  await gotoHydrated(page, './');
  // An empty box announces nothing.
  await typeQuery(page, '');
  await expect(setUpSearchBox(page)).toBeVisible();
  await expect(mainNavbar(page).getByRole('status')).toHaveText('');
  await typeQuery(page, query);
  await expect(page.getByRole('listbox')).toContainText('No results');
  await expect(mainNavbar(page).getByRole('status')).toHaveText('No results');
  // The list still offers the results page, so that it holds an option, as a listbox must, and
  // Enter leads somewhere.
  await expect(suggestions(page)).toHaveText(['See all results']);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/?\\?q=${query}`));

  // A fresh page load: the results page first fetches and loads the whole index in a worker,
  // which can take several seconds on a busy 2-core machine.
  await page.goto(`./search?q=${query}`);
  await expect(page.getByText('No documents were found')).toBeVisible({ timeout: 30_000 });
});

test('markup typed into search is shown as text and never runs', async ({ page }) => {
  const payload = '<img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await gotoHydrated(page, './');
  await typeQuery(page, payload);
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(searchBox(page)).toHaveValue(payload);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto(`./search?q=${encodeURIComponent(payload)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${payload}"`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('Ctrl+K focuses the search box', async ({ page }) => {
  await gotoHydrated(page, './');
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test.describe('on macOS', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
    });
  });

  test('⌘K focuses the search box', async ({ page }) => {
    await gotoHydrated(page, './');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(searchBox(page)).toBeFocused();
  });
});

test('search works with the network cut after the first page load', async ({ page, context }) => {
  // Once idle after the first load, the page fetches the search box's scripts and then its index
  // (in the box's worker); from then on search needs no network.
  const indexFetched = page.waitForResponse(searchIndexUrl);
  await gotoHydrated(page, './');
  await indexFetched;
  await context.setOffline(true);

  await typeQuery(page, 'CollectorNotFoundError');
  await expect(suggestions(page).first()).toContainText('Class: CollectorNotFoundError');
});

test('tabbing past the search box before its index has loaded leaves focus where the reader put it', async ({
  page,
}) => {
  const releaseIndex = await holdRequests(page, searchIndexUrl);
  await gotoHydrated(page, 'guides/getting-started');
  await searchBox(page).focus();
  await page.keyboard.press('Tab');
  const introductionLink = docsSidebar(page).getByRole('link', { name: 'Introduction' });
  await expect(introductionLink).toBeFocused();
  releaseIndex();
  await expect(setUpSearchBox(page)).toBeAttached();
  await expect(introductionLink).toBeFocused();
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a reader who stays in the search box while its index loads keeps focus there and can type', async ({ page }) => {
  const releaseIndex = await holdRequests(page, searchIndexUrl);
  await gotoHydrated(page, 'guides/getting-started');
  await searchBox(page).focus();
  releaseIndex();
  await expect(setUpSearchBox(page)).toBeFocused();
  await page.keyboard.type('Mutator');
  await expect(setUpSearchBox(page)).toHaveValue('Mutator');
  await expect(page.getByRole('listbox')).toContainText('Class: Mutator');
});

test('a query typed while the page is still loading is kept, and suggested once the page is live', async ({ page }) => {
  // A slow network: the main bundle arrives only after the reader has typed into the page's HTML.
  const releaseMainBundle = await holdRequests(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
  await page.goto('./', { waitUntil: 'commit' });
  await searchBox(page).click();
  await page.keyboard.type('pause');
  releaseMainBundle();
  await waitForHydration(page);
  await expect(setUpSearchBox(page)).toHaveValue('pause');
  await expect(setUpSearchBox(page)).toBeFocused();
  await expect(page.getByRole('listbox')).toContainText('collect.pause');
});
