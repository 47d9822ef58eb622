import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './helpers/navigation';
import { docsSidebar, mainHeading } from './helpers/pageParts';
import { type SidebarPage, sidebarPages } from './helpers/pages';
import { recordProblems } from './helpers/recording';

// One test per sidebar section keeps page loads in one browser context (cached bundles).
const sections = new Map<string, SidebarPage[]>();
for (const page of sidebarPages) {
  const section = page.category ?? 'top level';
  sections.set(section, [...(sections.get(section) ?? []), page]);
}

for (const [section, pages] of sections) {
  test(`the ${section} sidebar pages answer with their page and log no errors`, async ({ page }) => {
    const problems = recordProblems(page);
    for (const { path, label, heading, category } of pages) {
      await test.step(`/mutate/${path}`, async () => {
        const response = await page.goto(path || './');
        expect(response?.status()).toBe(200);
        await expect(mainHeading(page)).toHaveText(heading);
        await expect(page).toHaveTitle(/ \| Mutate$/);
        await expect(docsSidebar(page).locator('[aria-current="page"]')).toHaveText(label);
        const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
        await expect(breadcrumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/mutate/');
        const trail = category && category !== label ? [category, label] : [label];
        await expect(breadcrumbs.getByRole('listitem')).toHaveText(['', ...trail]);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        expect(problems).toEqual([]);
      });
    }
  });

  test(`the ${section} sidebar pages are reached through the sidebar without errors`, async ({ page }) => {
    const problems = recordProblems(page);
    // Start from the page before the section, so every page of the section is a client-side change.
    const previous = sidebarPages[sidebarPages.indexOf(pages[0]) - 1] ?? sidebarPages.at(-1)!;
    await gotoHydrated(page, previous.path || './');
    for (const { path, label, heading } of pages) {
      await test.step(label, async () => {
        // Each link has exactly the path of spec §2.1 (/mutate/api too, not its folder's /mutate/api/).
        const href = `/mutate/${path}`;
        await docsSidebar(page).locator(`a[href="${href}"]`).click();
        await expect(mainHeading(page)).toHaveText(heading);
        await expect(page).toHaveURL(new RegExp(`${href.replace('$', '\\$')}$`));
      });
    }
    expect(problems).toEqual([]);
  });
}

// A test that reads the title as soon as the page is live, or a reader glancing at the tab, sees
// the page's own title: it never falls back to the site's title while the page hydrates.
test("a page's title stays its own from the first byte to long after it is live", async ({ page }) => {
  await page.addInitScript(() => {
    const titles: string[] = [];
    (window as unknown as { titles: string[] }).titles = titles;
    const record = () => {
      if (document.title && titles.at(-1) !== document.title) titles.push(document.title);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const [path, title] of [
    ['./', 'Introduction | Mutate'],
    ['guides/getting-started', 'Getting started | Mutate'],
    ['api/Mutator/classes/Mutator', 'Class: Mutator | Mutate'],
  ]) {
    await gotoHydrated(page, path);
    // Long enough for the head's updates after hydration, which come in animation frames.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => (window as unknown as { titles: string[] }).titles), path).toEqual([title]);
  }
});

test('a generated reference page, which the sidebar does not list, has the breadcrumb trail of its path', async ({
  page,
}) => {
  const problems = recordProblems(page);
  const cases = [
    ['api/Collector/classes/Collector', ['API reference', 'Collector', 'Class: Collector'], ['api', 'api/Collector/']],
    // As a host that sends a page's folder path to its slashed form answers it (and `…/index.html`).
    ['api/Collector/classes/Collector/', ['API reference', 'Collector', 'Class: Collector'], ['api', 'api/Collector/']],
    [
      'api/lib/namespaces/mutate/functions/pause',
      ['API reference', 'lib', 'mutate', 'Function: mutate.pause()'],
      ['api', 'api/lib/', 'api/lib/namespaces/mutate/'],
    ],
    ['api/Collector/', ['API reference', 'Collector'], ['api']],
    [
      'api/effects/TextModified/classes/TextModifiedEffect',
      ['API reference', 'effects', 'TextModified', 'Class: TextModifiedEffect'],
      ['api', 'api/effects/', 'api/effects/TextModified/'],
    ],
  ] as const;
  for (const [path, trail, parents] of cases) {
    await test.step(path, async () => {
      await gotoHydrated(page, path);
      const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(breadcrumbs.getByRole('listitem')).toHaveText(['', ...trail]);
      // The home page, then each parent; the page itself is not a link.
      const hrefs = await breadcrumbs
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/mutate/', ...parents.map((parent) => `/mutate/${parent}`)]);
      // The page's structured data lists the same trail.
      const structured = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent!)).find((data) => data['@type'] === 'BreadcrumbList'),
        );
      expect(structured.itemListElement.map((item: { name: string }) => item.name)).toEqual(trail);
    });
  }
  expect(problems).toEqual([]);
});

test('the Functions category page links its three functions', async ({ page }) => {
  await page.goto('api/lib/functions/');
  const cards = page.locator('article').getByRole('link').getByRole('heading');
  await expect(cards).toHaveText([/\$mu/, /collect/, /mutate/]);
  // Each card is named by its page alone, not by the emoji shown beside it too.
  for (const [index, name] of ['$mu', 'collect', 'mutate'].entries())
    await expect(cards.nth(index)).toHaveAccessibleName(name);
  // Each card's description is shown whole: none is cut off with an ellipsis.
  const descriptions = page.locator('article a.card p');
  await expect(descriptions).toHaveCount(3);
  const cutOff = await descriptions.evaluateAll((paragraphs) =>
    paragraphs.filter((p) => p.scrollWidth > p.clientWidth).map((p) => p.textContent),
  );
  expect(cutOff).toEqual([]);
  await expect(descriptions.first()).toHaveText(
    'Collects selector and returns its mutator in one call: a shortcut for collect followed by mutate.',
  );
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('no/such/page');
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Mutate');
  await expect(docsSidebar(page)).toHaveCount(0);
  // The same once the browser has taken the page over.
  await waitForHydration(page);
  await expect(page).toHaveTitle('Page Not Found | Mutate');
  // Not a dead end: it links the ways into the docs, and the first leads there.
  const ways = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(ways).toHaveText(['Introduction', 'Getting started', 'API reference', 'list of all its modules']);
  expect(await ways.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/mutate/',
    '/mutate/guides/getting-started',
    '/mutate/api',
    '/mutate/api/modules',
  ]);
  await ways.first().click();
  await expect(mainHeading(page)).toHaveText('Introduction');
});

test('a path with a % that starts no valid escape shows the live not-found page, with no page error', async ({
  page,
}) => {
  const problems = recordProblems(page, [/status of 404/]);
  for (const url of ['%', 'api/%zz', '%E0%A4%A']) {
    await test.step(url, async () => {
      await page.goto(url);
      await waitForHydration(page);
      await expect(mainHeading(page)).toHaveText('Page Not Found');
    });
  }
  expect(problems).toEqual([]);
});

test('a path in another letter case than a page is unknown: the not-found page, no hydration error', async ({
  page,
}) => {
  // The static host answers it with 404.html; the browser must agree rather than hydrate it as the page.
  const problems = recordProblems(page, [/status of 404/]);
  for (const url of ['API', 'Guides/Getting-Started', 'api/mutator/classes/mutator']) {
    await test.step(url, async () => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(mainHeading(page)).toHaveText('Page Not Found');
    });
  }
  expect(problems).toEqual([]);
});

/**
 * Requests each path with a query and a hash, and checks that its page shows at the clean path,
 * query and hash kept. `status`, where given, is what the host answers the request with.
 */
async function expectPagesAtCleanPaths(
  page: Page,
  cases: readonly (readonly [requested: string, clean: string, heading: string | RegExp])[],
  status?: number,
) {
  for (const [requested, clean, heading] of cases) {
    await test.step(requested, async () => {
      const response = await page.goto(`${requested}?from=test#top`);
      if (status !== undefined) expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page).toHaveURL(`/mutate/${clean}?from=test#top`);
      await expect(mainHeading(page)).toHaveText(heading);
    });
  }
}

test('a path with needless percent-escapes or doubled slashes shows its page at the clean path, with no errors', async ({
  page,
}) => {
  // As a tool that encodes URLs writes `$mu`, or a link joined with one slash too many; the host
  // serves the page's file.
  const problems = recordProblems(page);
  const cases = [
    ['api/lib/functions/%24mu', 'api/lib/functions/$mu', 'Function: $mu()'],
    ['guides//getting-started', 'guides/getting-started', 'Getting started'],
    ['api//Mutator/classes/Mutator', 'api/Mutator/classes/Mutator', 'Class: Mutator'],
    ['guides/getting-started//', 'guides/getting-started/', 'Getting started'],
  ] as const;
  await expectPagesAtCleanPaths(page, cases, 200);
  expect(problems).toEqual([]);
});

test('a path ending in .html, /index.html or /index shows the page without that ending', async ({ page }) => {
  // The server, as a static host, answers a missing `….html` file with 404.html and a 404 status.
  const problems = recordProblems(page, [/status of 404/]);
  const cases = [
    ['guides/getting-started.html', 'guides/getting-started', 'Getting started'],
    ['guides/getting-started/index.html', 'guides/getting-started/', 'Getting started'],
    ['api-custom/collect/index.html', 'api-custom/collect/', 'collect'],
    ['api/Mutator/classes/Mutator.html', 'api/Mutator/classes/Mutator', /Mutator/],
    ['index.html', '', 'Introduction'],
    ['api/Mutator/classes/Mutator/index', 'api/Mutator/classes/Mutator/', /Mutator/],
  ] as const;
  await expectPagesAtCleanPaths(page, cases);
  expect(problems).toEqual([]);
});
