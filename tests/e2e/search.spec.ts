import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/accessibility';
import { searchChunkPattern } from './helpers/built';
import { gotoHydrated, holdRequests, waitForHydration } from './helpers/navigation';
import { docsSidebar, mainNavbar, searchBox, searchListbox, searchSuggestions } from './helpers/pageParts';
import { recordProblems } from './helpers/recording';

// The navbar's search box (src/search/theme/SearchBar) over the Pagefind index built with the site.

// One input event with the whole query, so the suggestions shown are never those of a prefix.
async function typeQuery(page: Page, query: string) {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
}

// What a reader types, and the place it must lead to among the first three suggestions.
const placesByQuery = [
  { query: 'Mutator', title: 'Class: Mutator', url: '/mutate/api/Mutator/classes/Mutator' },
  {
    query: 'collector not found error',
    title: 'Class: CollectorNotFoundError',
    url: '/mutate/api/EvolvError/classes/CollectorNotFoundError',
  },
  {
    query: 'error found not collector',
    title: 'Class: CollectorNotFoundError',
    url: '/mutate/api/EvolvError/classes/CollectorNotFoundError',
  },
  {
    query: 'CollectorNo',
    title: 'Class: CollectorNotFoundError',
    url: '/mutate/api/EvolvError/classes/CollectorNotFoundError',
  },
  { query: 'log level', title: 'Enumeration: LogLevel', url: '/mutate/api/MessageLog/enumerations/LogLevel' },
  {
    query: 'insert position',
    title: 'Enumeration: InsertPosition',
    url: '/mutate/api/Locator/enumerations/InsertPosition',
  },
  {
    query: 'abstract action',
    title: 'Abstract Class: AbstractAction',
    url: '/mutate/api/AbstractAction/classes/AbstractAction',
  },
  {
    query: 'not implemented',
    title: 'Class: NotImplementedError',
    url: '/mutate/api/NotImplementedError/classes/NotImplementedError',
  },
  { query: 'Mutator.revert', title: 'revert()', url: '/mutate/api/Mutator/classes/Mutator#revert' },
  { query: 'mutator remove', title: 'remove()', url: '/mutate/api/Mutator/classes/Mutator#remove' },
];

for (const { query, title, url } of placesByQuery) {
  test(`"${query}" suggests ${title} among the first three and opens it from the keyboard`, async ({ page }) => {
    await gotoHydrated(page, './');
    await typeQuery(page, query);
    await expect(searchSuggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    const hrefs = (
      await searchSuggestions(page).evaluateAll((options) => options.map((option) => option.getAttribute('href')))
    ).slice(0, 3);
    const position = hrefs.indexOf(url);
    expect(position, `first three suggestions: ${JSON.stringify(hrefs)}`).toBeGreaterThanOrEqual(0);
    await expect(searchSuggestions(page).nth(position)).toContainText(title);

    // The first suggestion is preselected; arrow down to the place's and open it.
    for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
    await expect(searchSuggestions(page).nth(position)).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await searchSuggestions(page).nth(position).getAttribute('id'))!,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url.replace('/mutate/', ''));
    if (url.includes('#')) {
      await expect(page.locator(`[id="${url.split('#')[1]}"]`)).toBeInViewport();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.replace(/^[\w ]+: /, ''));
    }
  });
}

test('the exact name of a symbol is the first suggestion in any letter case, and says what it is', async ({ page }) => {
  await gotoHydrated(page, './');
  for (const query of ['InsertPosition', 'insertposition', 'INSERTPOSITION']) {
    await typeQuery(page, query);
    await expect(searchSuggestions(page).first()).toHaveAttribute(
      'href',
      '/mutate/api/Locator/enumerations/InsertPosition',
    );
  }
  // A member says what it is and whose it is.
  await typeQuery(page, 'Mutator.revert');
  await expect(searchSuggestions(page).first()).toContainText('revert()');
  await expect(searchSuggestions(page).first()).toContainText('Method');
  await expect(searchSuggestions(page).first()).toContainText('Class: Mutator');
  // A guide's section says so.
  await typeQuery(page, 'handle errors');
  await expect(
    searchSuggestions(page).filter({ hasText: 'Guide section' }).filter({ hasText: 'Getting started' }).first(),
  ).toBeVisible();
});

test('the words typed are marked in the suggestions', async ({ page }) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'log level');
  await expect(searchSuggestions(page).first().locator('mark').first()).toHaveText(/^log$/i);
  await expect(
    searchSuggestions(page)
      .first()
      .locator('mark')
      .filter({ hasText: /^level$/i })
      .first(),
  ).toBeVisible();
});

test('"See all results" is the last option: the arrow keys reach it and Enter opens the search page with the same results', async ({
  page,
}) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'revert');
  await expect(searchSuggestions(page).first()).toHaveAttribute('aria-selected', 'true');
  const suggested = await searchSuggestions(page).evaluateAll((options) =>
    options.map((option) => option.getAttribute('href')),
  );
  await expect(searchSuggestions(page).last()).toHaveText('See all results');

  // Up from the first suggestion returns to the box; up again wraps round to the last option.
  await page.keyboard.press('ArrowUp');
  await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowUp');
  await expect(searchSuggestions(page).last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/mutate\/search\?q=revert$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "revert"');
  await expect(page).toHaveTitle('Search results for "revert" | Mutate');
  // Search engines are asked not to index it; its results are the pages themselves.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  const results = page.getByRole('main').locator('article h2 a');
  await expect(results.first()).toBeVisible();
  const listed = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(listed.slice(0, suggested.length - 1)).toEqual(suggested.slice(0, -1));
  expect(new Set(listed).size).toBe(listed.length);
});

test("the box's magnifier button opens the search page with its query, or with none puts focus in the box", async ({
  page,
}) => {
  await gotoHydrated(page, 'guides/getting-started');
  const submit = mainNavbar(page).getByRole('button', { name: 'Submit search' });
  await submit.click();
  await expect(searchBox(page)).toBeFocused();
  await expect(page).toHaveURL(/\/guides\/getting-started$/);

  await typeQuery(page, 'revert');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mutate\/search\?q=revert$/);
  await expect(page.getByRole('main').locator('article h2 a').first()).toBeVisible();
  // The search page's own button searches again, with the query in its box.
  const main = page.getByRole('main');
  await main.getByRole('searchbox').fill('collect');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/mutate\/search\?q=collect$/);
});

test('the search page opened from a link with a query and a filter hydrates cleanly and shows them', async ({
  page,
}) => {
  // Its HTML was rendered without a query: hydration must not find another page (React's #418).
  const problems = recordProblems(page);
  await gotoHydrated(page, 'search?q=collect&section=Guides');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "collect"');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('collect');
  await expect(page.getByRole('radio', { name: 'Guides' })).toBeChecked();
  const results = page.getByRole('main').locator('article h2 a');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.filter((href) => href.startsWith('/mutate/api'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('the search page filters its results by section, and keeps the filter in its URL', async ({ page }) => {
  await gotoHydrated(page, 'search?q=collect');
  const results = page.getByRole('main').locator('article h2 a');
  await expect(results.first()).toBeVisible();
  // The first filtered search loads the filter's index file, held here: meanwhile the page says it
  // is searching, and never lists the results of the previous filter under the new one.
  let releaseFilterIndex = () => {};
  const filterIndexHeld = new Promise<void>((resolve) => (releaseFilterIndex = resolve));
  await page.route('**/pagefind/filter/**', async (route) => {
    await filterIndexHeld;
    await route.continue();
  });
  await page.getByRole('radio', { name: 'Guides' }).check();
  await expect(page.getByRole('main').getByText('Searching…')).toBeVisible();
  await expect(results).toHaveCount(0);
  releaseFilterIndex();
  await expect(page).toHaveURL(/search\?q=collect&section=Guides$/);
  await expect(results.first()).toBeVisible();
  const guides = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(guides.filter((href) => href.startsWith('/mutate/api'))).toEqual([]);
  await page.getByRole('radio', { name: 'Reference' }).check();
  await expect(page).toHaveURL(/section=Reference$/);
  await expect
    .poll(async () =>
      (await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).every((href) =>
        href.startsWith('/mutate/api'),
      ),
    )
    .toBe(true);
});

// WCAG 2.4.3 and 3.2.2: keys that move focus or close the list never open a page or lose the focus.
test('Escape closes the suggestions and keeps focus in the box; Tab moves on without opening a suggestion', async ({
  page,
}) => {
  await gotoHydrated(page, './');
  await typeQuery(page, 'revert');
  await expect(searchSuggestions(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchListbox(page)).toBeHidden();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('revert');

  await page.keyboard.type(' pause');
  await expect(searchSuggestions(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const clear = mainNavbar(page).getByRole('button', { name: 'Clear search' });
  await expect(clear).toBeFocused();
  await expect(searchListbox(page)).toBeHidden();
  await expect(page).toHaveURL(/\/mutate\/$/);

  // The clear button empties the box and gives the focus back to it.
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
});

for (const [colorScheme, viewport] of [
  ['light', { width: 1280, height: 800 }],
  ['dark', { width: 1280, height: 800 }],
  ['light', { width: 390, height: 844 }],
  ['dark', { width: 390, height: 844 }],
] as const) {
  test(`the open suggestion list passes axe in ${colorScheme} mode at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, './');
    await typeQuery(page, 'revert');
    await expect(searchSuggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchSuggestions(page).first()).toBeInViewport();
    // Screen readers are told how many suggestions there are (WCAG 4.1.3).
    await expect(mainNavbar(page).getByRole('status')).toHaveText(/^\d+ suggestions$/);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a query that matches nothing says so, in the box and on the search page', async ({ page }) => {
  const query = 'qzxwvkjq';
  await gotoHydrated(page, './');
  await typeQuery(page, query);
  await expect(searchListbox(page).locator('xpath=..').getByText('No results')).toBeVisible();
  await expect(mainNavbar(page).getByRole('status')).toHaveText('No results');
  // The list still offers the search page, so that it holds an option, as a listbox must.
  await expect(searchSuggestions(page)).toHaveText(['See all results']);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
  await expect(page.getByText('No documents were found')).toBeVisible();
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
  await expect(searchSuggestions(page).last()).toHaveText('See all results');
  await expect(searchBox(page)).toHaveValue(payload);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto(`./search?q=${encodeURIComponent(payload)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${payload}"`);
  await expect(page.getByRole('status').filter({ hasText: /No documents|results/ })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('nothing of search is fetched until the reader comes to the box; hovering it fetches it', async ({ page }) => {
  // Anything search fetches: the search chunk, and Pagefind's script, worker, WebAssembly and index.
  const searchChunk = searchChunkPattern();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (searchChunk.test(request.url()) || request.url().includes('/pagefind/')) fetched.push(request.url());
  });
  await gotoHydrated(page, 'guides/getting-started');
  // Idle-time work (route prefetching) has had its chance.
  await page.waitForTimeout(1500);
  expect(fetched).toEqual([]);
  await searchBox(page).hover();
  await expect.poll(() => fetched.some((url) => url.endsWith('pagefind.js'))).toBe(true);
  expect(fetched.some((url) => searchChunk.test(url))).toBe(true);
});

for (const [name, shortcut, platform] of [
  ['Ctrl+K', 'Control+k', 'Linux'],
  ['⌘K', 'Meta+k', 'macOS'],
  ['/', '/', 'Linux'],
] as const) {
  test(`${name} focuses the search box${platform === 'macOS' ? ' on macOS' : ''}`, async ({ page }) => {
    await page.addInitScript((platformName) => {
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: platformName }) });
    }, platform);
    await gotoHydrated(page, './');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press(shortcut);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });
}

test('"/" typed into another field is text, not the shortcut', async ({ page }) => {
  await gotoHydrated(page, 'search');
  const field = page.getByRole('main').getByRole('searchbox');
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
});

test('a suggestion opens its page by client-side navigation, and tabbing past the box while search loads leaves focus alone', async ({
  page,
}) => {
  const release = await holdRequests(page, /pagefind\.js$/);
  await gotoHydrated(page, 'guides/getting-started');
  await searchBox(page).focus();
  await page.keyboard.press('Tab');
  const next = page.locator(':focus');
  await expect(next).not.toHaveAttribute('role', 'combobox');
  release();
  await page.waitForTimeout(300);
  await expect(next).toBeFocused();

  await typeQuery(page, 'log level');
  await expect(searchSuggestions(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('LogLevel');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a query typed while the page is still loading is kept, and suggested once the page is live', async ({ page }) => {
  // A slow network: the main bundle arrives only after the reader has typed into the page's HTML.
  const releaseMainBundle = await holdRequests(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
  await page.goto('./', { waitUntil: 'commit' });
  await searchBox(page).click();
  await page.keyboard.type('pause');
  releaseMainBundle();
  await waitForHydration(page);
  await expect(searchBox(page)).toHaveValue('pause');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchListbox(page)).toContainText('collect.pause');
});

// Search that cannot load says why, with a Retry, and throws nothing the page does not handle.
const searchFailure = (page: Page) => mainNavbar(page).getByRole('alert');

test('without the network, the box says search could not load as the reader is offline, and Retry loads it once the network is back', async ({
  page,
  context,
}) => {
  const problems = recordProblems(page, [/Failed to load resource/]);
  await gotoHydrated(page, './');
  await context.setOffline(true);
  await typeQuery(page, 'Mutator');
  await expect(searchFailure(page)).toContainText('Search could not load: you are offline.');
  await expect(searchListbox(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // Escape puts the message away; the box keeps the focus and the query.
  await page.keyboard.press('Escape');
  await expect(searchFailure(page)).toBeHidden();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('Mutator');
  // Typing again tries again, and says so again.
  await page.keyboard.type(' ');
  await expect(searchFailure(page)).toBeVisible();

  await context.setOffline(false);
  await searchFailure(page).getByRole('button', { name: 'Retry' }).click();
  await expect(searchFailure(page)).toBeHidden();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchSuggestions(page).first()).toContainText('Class: Mutator');
  await expect(docsSidebar(page)).toBeVisible();
  expect(problems).toEqual([]);
});

test('when the index does not load (as under npm start), hovering the box says search could not load, with no uncaught error, and Retry loads it', async ({
  page,
}) => {
  const problems = recordProblems(page, [/Failed to load resource/]);
  let indexMissing = true;
  await page.route(/\/pagefind\/pagefind\.js(\?.*)?$/, (route) =>
    indexMissing ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  );
  await gotoHydrated(page, './');
  await searchBox(page).hover();
  await expect(searchFailure(page)).toContainText('Search could not load: its files could not be fetched.');
  // Said only while the reader is at the box.
  await page.mouse.move(0, 0);
  await expect(searchFailure(page)).toBeHidden();
  await searchBox(page).hover();
  await expect(searchFailure(page)).toBeVisible();

  indexMissing = false;
  await searchFailure(page).getByRole('button', { name: 'Retry' }).click();
  await expect(searchFailure(page)).toBeHidden();
  await page.keyboard.type('Mutator');
  await expect(searchSuggestions(page).first()).toContainText('Class: Mutator');
  expect(problems).toEqual([]);
});

test('the search page, when search does not load, says so, and Retry lists the results', async ({ page }) => {
  // The page's HTML, built without a query, has another heading than the page for "Mutator": React
  // reports the mismatch (its minified error 418) as one it recovered from.
  const problems = recordProblems(page, [/Failed to load resource/, /onRecoverableError.*#418/s]);
  let indexMissing = true;
  await page.route(/\/pagefind\/pagefind\.js(\?.*)?$/, (route) =>
    indexMissing ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  );
  await gotoHydrated(page, 'search?q=Mutator');
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('Search could not load: its files could not be fetched.');
  // The box (the page has two unnamed search landmarks, axe's landmark-unique, a matter of its own).
  expect(await axeViolations(page, 'main [role="alert"]')).toEqual([]);

  indexMissing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').locator('article h2 a').first()).toContainText('Mutator');
  await expect(failure).toBeHidden();
  expect(problems).toEqual([]);
});
