import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/accessibility';
import { contentChunkOf, mainBundle, readOfflineChunkPattern } from './helpers/built';
import { gotoHydrated, waitForHydration } from './helpers/navigation';
import { chooseVersion, mainNavbar } from './helpers/pageParts';
import { recordProblems } from './helpers/recording';

const announcementBarText = (page: Page) =>
  page.getByText('You are reading version v1.0.0 of the Mutate documentation');

const gettingStarted = 'guides/getting-started';
const gettingStartedChunk = () => contentChunkOf('@site/docs/guides/getting-started.mdx');

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('a page chunk that fails to load', () => {
  // The page's own chunk, or every chunk but the main bundle: those of the docs root, version,
  // sidebar and page layouts too.
  const failing = {
    'its content chunk': () => gettingStartedChunk().pattern,
    'every route chunk': () => /\/assets\/js\/\d+\.[0-9a-f]+\.js$/,
  };
  for (const [which, pattern] of Object.entries(failing)) {
    test(`(${which}) on first visit shows the error and one Retry shows the page once the network is back`, async ({
      page,
    }) => {
      // The failed requests are the only errors: the box is rendered afresh, not as a mismatch of the server's HTML.
      const problems = recordProblems(page, [/Failed to load resource/]);
      let networkDown = true;
      await page.route(pattern(), (route) => (networkDown ? route.abort('internetdisconnected') : route.continue()));

      await page.goto(gettingStarted);
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      await expect(page.getByText(/ChunkLoadError|Loading chunk/)).toBeVisible();
      await expect(heading(page, 'Getting started')).toBeHidden();
      await expect(page).toHaveTitle('This page could not be loaded | Mutate');
      expect(problems).toEqual([]);

      networkDown = false;
      await retry.click();
      await expect(heading(page, 'Getting started')).toBeVisible();
      await expect(retry).toBeHidden();
      await expect(page).toHaveTitle('Getting started | Mutate');
    });
  }

  test('during client navigation reloads the page in full', async ({ page }) => {
    const chunk = gettingStartedChunk();
    // Fail the chunk (and any prefetch of it) until the browser asks for the page document again.
    let reloaded = false;
    await page.route(chunk.pattern, (route) => (reloaded ? route.continue() : route.abort()));
    await page.route(`**/${gettingStarted}`, (route) => {
      reloaded = true;
      return route.continue();
    });

    await page.goto('./');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { loadedBeforeNavigation: true }));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).click();

    await expect(heading(page, 'Getting started')).toBeVisible();
    expect(reloaded).toBe(true);
    await waitForHydration(page);
    expect(await page.evaluate(() => 'loadedBeforeNavigation' in window)).toBe(false);
  });
});

// The parts of a page that load their code when used show the load-failure box, not nothing, when
// it does not arrive (the search box's and search page's: tests/e2e/search.spec.ts).
test.describe('a part of a page whose chunk fails to load', () => {
  test('"Read offline" says its control could not load, and Retry loads it', async ({ page }) => {
    const problems = recordProblems(page, [/Failed to load resource/]);
    let networkDown = true;
    await page.route(readOfflineChunkPattern(), (route) =>
      networkDown ? route.abort('internetdisconnected') : route.continue(),
    );
    await gotoHydrated(page, './');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Read offline' }).click();
    const failure = footer.getByRole('alert');
    await expect(failure).toContainText('Read offline could not load: its files could not be fetched.');
    expect(await axeViolations(page)).toEqual([]);

    networkDown = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(footer.getByRole('status').first()).toHaveText(
      /^Saving the docs and their search for reading offline takes \d+\.\d MB/,
    );
    await expect(failure).toBeHidden();
    expect(problems).toEqual([]);
  });
});

// Serves the guide's content chunk so that its component throws, with a cause, while
// `window.crashContent` is set; the flag starts set.
async function serveCrashingGuide(page: Page) {
  const chunk = gettingStartedChunk();
  // The docs content component starts with the MDX wrapper lookup; throw there while the flag is set.
  const contentComponentStart = /(function \w+\(\w+=\{\}\)\{)(?=(?:let|const|var)\{wrapper:)/;
  expect(chunk.text).toMatch(contentComponentStart);
  const crashingChunk = chunk.text.replace(
    contentComponentStart,
    '$1if(window.crashContent)throw new Error("Rendering the guide failed",{cause:new Error("Example cause of the crash")});',
  );
  await page.route(chunk.pattern, (route) => route.fulfill({ body: crashingChunk, contentType: 'text/javascript' }));
  await page.addInitScript(() => Object.assign(window, { crashContent: true }));
}

test('a page that throws while rendering shows "This page crashed" and a Try again that re-renders it', async ({
  page,
}) => {
  await serveCrashingGuide(page);

  await page.goto(gettingStarted);
  await expect(heading(page, /^This page crashed\.?$/)).toBeVisible();
  await expect(page).toHaveTitle('This page crashed | Mutate');
  await expect(page.getByText('Rendering the guide failed')).toBeVisible();
  await expect(page.getByText('Example cause of the crash')).toBeVisible();

  await page.evaluate(() => Object.assign(window, { crashContent: false }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page, 'Getting started')).toBeVisible();
  await expect(heading(page, /This page crashed/)).toBeHidden();
  await expect(page).toHaveTitle('Getting started | Mutate');
});

// Every docs page renders inside one layout and its error boundary: the crash must not follow the
// reader to the next page.
test('after a page crashed, a link to another page shows that page', async ({ page }) => {
  await serveCrashingGuide(page);
  await page.goto(gettingStarted);
  await expect(heading(page, /^This page crashed\.?$/)).toBeVisible();
  await waitForHydration(page);

  await mainNavbar(page).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/mutate\/api$/);
  await expect(heading(page, 'Mutate API reference')).toBeVisible();
  await expect(heading(page, /This page crashed/)).toBeHidden();

  // Back on the crashed page, which still throws, the crash is shown again.
  await page.goBack();
  await expect(heading(page, /^This page crashed\.?$/)).toBeVisible();
});

// The footer renders outside the page's own error boundary: its crash is the whole shell's, which
// Docusaurus's fallback shows (src/theme/Error).
test('a crash of the page shell shows "This page crashed", the error and a Try again, and titles the tab so', async ({
  page,
}) => {
  const main = mainBundle();
  const footerCopyright = /(function \w+\(\{copyright:\w+\}\)\{)/;
  expect(main.text).toMatch(footerCopyright);
  const crashingMain = main.text.replace(
    footerCopyright,
    '$1if(window.crashFooter)throw new Error("Rendering the footer failed");',
  );
  await page.route(main.pattern, (route) => route.fulfill({ body: crashingMain, contentType: 'text/javascript' }));
  await page.addInitScript(() => Object.assign(window, { crashFooter: true }));

  await page.goto('./');
  await expect(heading(page, /^This page crashed\.?$/)).toBeVisible();
  await expect(page.getByText('Rendering the footer failed')).toBeVisible();
  await expect(page).toHaveTitle('This page crashed | Mutate');

  await page.evaluate(() => Object.assign(window, { crashFooter: false }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page, 'Introduction')).toBeVisible();
  await expect(page).toHaveTitle('Introduction | Mutate');
});

test('a page whose component has no default export shows the error that names its route', async ({ page }) => {
  const chunk = gettingStartedChunk();
  // The content module's exports, as the bundler defines them: `default` becomes another name.
  const defaultExport = /(\w+\.d\(\w+,\{[^}]*?)\bdefault:/;
  expect(chunk.text).toMatch(defaultExport);
  await page.route(chunk.pattern, (route) =>
    route.fulfill({ body: chunk.text.replace(defaultExport, '$1notDefault:'), contentType: 'text/javascript' }),
  );

  await page.goto(gettingStarted);
  await expect(heading(page, /^This page crashed\.?$/)).toBeVisible();
  await expect(
    page.getByText("The page component at /mutate/guides/getting-started doesn't have a default export"),
  ).toBeVisible();
});

test.describe('the banner for a wrong base path', () => {
  const banner = (page: Page) => page.getByText('Your Docusaurus site did not load properly.');

  test('appears on the home page when the site is served where its base path does not lead', async ({ page }) => {
    // Served under another path, every script and stylesheet the HTML asks for under /mutate/ is missing.
    await page.route('**/mutate/assets/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('./');
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText('Current configured baseUrl = /mutate/')).toBeVisible();
  });

  test('is absent when the site loads', async ({ page }) => {
    await page.goto('./');
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });
});

const brokenStorages = {
  unavailable: () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  },
  throwing: () => {
    const fail = () => {
      throw new DOMException('Storage is full', 'QuotaExceededError');
    };
    Object.assign(Storage.prototype, { getItem: fail, setItem: fail, removeItem: fail });
  },
};

for (const [kind, breakStorage] of Object.entries(brokenStorages)) {
  test(`with local storage ${kind}, only a warning is logged and the shell still works for the session`, async ({
    page,
  }) => {
    const messages: { type: string; text: string }[] = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => messages.push({ type: 'pageerror', text: error.message }));
    await page.addInitScript(breakStorage);

    await page.goto('./');
    await waitForHydration(page);

    const html = page.locator('html');
    // The toggle cycles system, light, dark.
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(announcementBarText(page)).toBeHidden();

    // Choosing a version saves it as the preferred one, which storage cannot do here.
    await chooseVersion(page, 'v1.0.0');
    await expect(heading(page, 'Introduction')).toBeVisible();

    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting started' }).click();
    await expect(heading(page, 'Getting started')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(announcementBarText(page)).toBeHidden();

    expect(messages.filter((message) => message.type === 'error' || message.type === 'pageerror')).toEqual([]);
    expect(messages.filter((message) => message.type === 'warning').map((message) => message.text)).toContainEqual(
      expect.stringMatching(/storage is not available/),
    );
  });
}

// The error states are pages a reader may meet too: axe checks them in both colour modes.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('the load-failure box has no axe violation', async ({ page }) => {
      await page.route(gettingStartedChunk().pattern, (route) => route.abort('internetdisconnected'));
      await page.goto(gettingStarted);
      await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the crash page has no axe violation', async ({ page }) => {
      await serveCrashingGuide(page);
      await page.goto(gettingStarted);
      await expect(page.getByText('Example cause of the crash')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
