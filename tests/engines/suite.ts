import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pageTypes from '../page-types.json';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EngineBrowser } from './browsers';

// What every engine must do as Chromium does (tests/e2e/ holds the full checks, in Chromium): each
// page type loads and hydrates cleanly and its search box works; a type popup opens from the
// keyboard; the colour mode toggles and persists; the mobile menu opens and closes; a client-side
// navigation keeps the heading, title and focus; "Read offline" saves and reads a page offline.

/**
 * The seven page types: tests/page-types.json's, and the search page with results. `loaded` shows
 * once the search page's results have come: WebKit fails the fetches of a page that is left, and
 * Pagefind logs each failed one as an error, so a test leaves the page only after they are done.
 */
export const enginePages: { name: string; path: string; loaded?: string }[] = [
  ...pageTypes,
  { name: 'search page', path: 'search?q=revert', loaded: 'main article h2 a' },
];

// A policy that allows only an empty script.
const EMPTY_SCRIPT_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
const NOT_FOUND_STATUS = /status of 404|404 \(Not Found\)/;

/** The words of a failure: the engine, the page and what broke. */
export function failure(engine: string, page: string, what: string): string {
  return `${engine}, ${page}: ${what}`;
}

/**
 * A wait of at most `within` ms: it polls `fn` in the page until it returns true, and fails naming
 * the engine, the page, `what` it waited for and the problems the engine reported meanwhile.
 */
const waitOf =
  (within: number) =>
  async <A extends unknown[]>(
    browser: EngineBrowser,
    page: string,
    what: string,
    fn: (...args: A) => unknown,
    ...args: A
  ): Promise<void> => {
    const deadline = Date.now() + within;
    let last: unknown;
    while (Date.now() < deadline) {
      last = await browser.evaluate(fn, ...args).catch((error: Error) => `(${error.message})`);
      if (last === true) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // What the engine reported meanwhile is most often why.
    const problems = await browser.problems();
    const reported = problems.length ? `; the engine reported: ${problems.join('; ')}` : '';
    throw new Error(failure(browser.name, page, `${what} (last seen: ${JSON.stringify(last)})${reported}`));
  };
const until = waitOf(20_000);
// Saving for "Read offline" precaches the whole site: 15–30 s here, alone or beside the other engine.
const untilSaved = waitOf(90_000);

/**
 * What the page sees of its service worker and caches: said when saving for "Read offline" fails.
 * Each of the registration's three workers with its state, as the page sees it (WebKitGTK has shown
 * an active worker whose state still read "installing").
 */
const offlineState = async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  let cached = 0;
  for (const name of await caches.keys()) cached += (await (await caches.open(name)).keys()).length;
  const workers = (['installing', 'waiting', 'active'] as const).map(
    (slot) => `${slot}: ${registration?.[slot]?.state ?? '–'}`,
  );
  const controlled = navigator.serviceWorker.controller ? 'controls' : 'does not control';
  return `workers ${workers.join(', ')}; a worker ${controlled} the page; ${cached} files cached`;
};

/** Expects no console error, uncaught exception or policy violation since the last check. */
async function expectNoProblems(browser: EngineBrowser, page: string, expected?: RegExp): Promise<void> {
  const problems = (await browser.problems()).filter((problem) => !expected?.test(problem));
  expect(problems, failure(browser.name, page, 'the engine reported problems')).toEqual([]);
}

const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';

/** The suite in one engine; `engine` heads its tests, as "Firefox ESR" or "WebKitGTK". */
export function engineSuite(engine: string, launch: () => Promise<EngineBrowser>): void {
  describe(engine, () => checks(launch));
}

function checks(launch: () => Promise<EngineBrowser>): void {
  const site = inject('siteUrl');
  let browser: EngineBrowser;
  const open = async (page: string, path: string, loaded?: string) => {
    await browser.goto(site + path);
    await until(browser, page, 'the page hydrates', hydrated);
    if (loaded) await until(browser, page, `${loaded} shows`, (selector) => !!document.querySelector(selector), loaded);
  };

  beforeAll(async () => {
    browser = await launch();
    await browser.resize(1280, 800);
  });
  afterAll(() => browser?.close());

  it('reports a page error, naming the engine and the page (an engine-specific API without a fallback)', async () => {
    // A page that uses Chromium's navigator.userAgentData with no fallback, then one that breaks its
    // policy (an engine may keep a data: page's policy for the next data: page, so it comes last).
    await browser.goto('data:text/html,<script>navigator.userAgentData.mobile</script>');
    await browser.goto(
      `data:text/html,<meta http-equiv="Content-Security-Policy" content="script-src '${EMPTY_SCRIPT_HASH}'"><script>1</script>`,
    );
    const problems = await browser.problems();
    expect(problems.some((problem) => problem.startsWith('policy violation: '))).toBe(true);
    expect(problems.some((problem) => /^uncaught exception: TypeError: .*userAgentData/.test(problem))).toBe(true);
    expect(
      failure(
        browser.name,
        'fault page',
        problems.find((problem) => problem.startsWith('uncaught'))!,
      ),
    ).toMatch(/^(Firefox ESR|WebKitGTK) [\d.]+(esr)?, fault page: uncaught exception: TypeError/);
  });

  for (const { name, path, loaded } of enginePages) {
    describe(name, () => {
      it('loads and hydrates, with no console error, uncaught exception or policy violation', async () => {
        await open(name, path, loaded);
        await until(browser, name, 'a main heading shows', () => !!document.querySelector('h1')?.textContent);
        // The not-found page is answered with status 404, which some engines log.
        await expectNoProblems(browser, name, path === 'no-such-page' ? NOT_FOUND_STATUS : undefined);
      });

      it('search box: typed words give suggestions, the arrow keys move through them, Enter opens one', async () => {
        await open(name, path, loaded);
        await browser.click('nav[aria-label="Main"] [role="combobox"]');
        await browser.type('log level');
        const selected = (index: number) =>
          document.querySelectorAll('nav[aria-label="Main"] [role="option"]')[index]?.getAttribute('aria-selected') ===
          'true';
        await until(browser, name, 'suggestions show, the first one selected', selected, 0);
        await browser.press('ArrowDown');
        await until(browser, name, 'ArrowDown selects the second suggestion', selected, 1);
        await browser.press('ArrowUp');
        await until(browser, name, 'ArrowUp selects the first suggestion again', selected, 0);
        const target = await browser.evaluate(() => {
          const box = document.querySelector('nav[aria-label="Main"] [role="combobox"]')!;
          const option = document.getElementById(box.getAttribute('aria-activedescendant')!)!;
          return option.getAttribute('href')!;
        });
        await browser.press('Enter');
        await until(browser, name, `Enter opens ${target}`, (href) => location.href.endsWith(href), target);
        await until(browser, name, 'the opened page has its heading', () => /LogLevel/.test(document.title));
        await expectNoProblems(browser, name, path === 'no-such-page' ? NOT_FOUND_STATUS : undefined);
      });
    });
  }

  it('a type popup in an example opens from the keyboard', async () => {
    const page = 'Getting started';
    await open(page, 'guides/getting-started');
    // Focus just before Step 2's first example, whose `mutate` is imported, then Tab into it.
    await browser.evaluate(() => {
      const token = Array.from(document.querySelectorAll('.theme-code-block pre .typed-token')).find((candidate) =>
        /^mutate\(name/.test(candidate.querySelector('.type-popup > code')?.textContent ?? ''),
      )!;
      const before = document.createElement('span');
      before.tabIndex = -1;
      token.closest('.theme-code-block')!.before(before);
      before.focus();
    });
    await browser.press('Tab');
    await until(browser, page, 'Tab focuses the example', () => document.activeElement?.tagName === 'PRE');
    // The keys' script loads when the block takes focus: Home moves to the first name once it has.
    const popupShown = () => {
      const popup = document.activeElement?.matches('.typed-token')
        ? document.activeElement.querySelector('.type-popup')
        : null;
      return !!popup && popup.getBoundingClientRect().width > 0 && getComputedStyle(popup).visibility === 'visible';
    };
    for (let press = 0; press < 50 && !(await browser.evaluate(popupShown)); press += 1) {
      await browser.press('Home');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await until(browser, page, "Home shows the first name's type popup", popupShown);
    await until(
      browser,
      page,
      'the popup gives the type of `mutate`',
      () =>
        /^mutate/.test(document.activeElement!.textContent!) && /Mutator/.test(document.activeElement!.textContent!),
    );
    await browser.press('Escape');
    await until(browser, page, 'Escape closes the popup, focus back on the example', () => {
      const visible = Array.from(document.querySelectorAll('.type-popup')).filter(
        (popup) => popup.getBoundingClientRect().width > 0 && getComputedStyle(popup).visibility === 'visible',
      );
      return document.activeElement?.tagName === 'PRE' && visible.length === 0;
    });
    await expectNoProblems(browser, page);
  });

  it('the colour mode toggles and persists across a reload', async () => {
    const page = 'Introduction';
    await open(page, '');
    const mode = (choice: string, shown: string) =>
      document.documentElement.dataset.themeChoice === choice &&
      (shown === 'any' || document.documentElement.dataset.theme === shown) &&
      document
        .querySelector('button[aria-label^="Switch between dark and light mode"]')!
        .getAttribute('aria-label')!
        .endsWith(`(currently ${choice} mode)`);
    const toggle = 'button[aria-label^="Switch between dark and light mode"]';
    await until(browser, page, 'the mode follows the system', mode, 'system', 'any');
    await browser.click(toggle);
    await until(browser, page, 'one press chooses light mode', mode, 'light', 'light');
    await browser.click(toggle);
    await until(browser, page, 'a second press chooses dark mode', mode, 'dark', 'dark');
    expect(await browser.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await open(page, '');
    await until(browser, page, 'dark mode persists across a reload', mode, 'dark', 'dark');
    await browser.click(toggle);
    await until(browser, page, 'a third press follows the system again', mode, 'system', 'any');
    expect(await browser.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expectNoProblems(browser, page);
  });

  it("the mobile menu opens and closes at a phone's width", async () => {
    const page = 'Getting started';
    await browser.resize(390, 844);
    try {
      await open(page, 'guides/getting-started');
      expect(await browser.evaluate(() => innerWidth), failure(browser.name, page, 'the width')).toBe(390);
      const menu = (open: boolean) => {
        const panel = document.querySelector('.navbar-sidebar')!.getBoundingClientRect();
        const shown = document.querySelector('.navbar')!.classList.contains('navbar-sidebar--show');
        return open ? shown && panel.left === 0 && panel.width > 0 : !shown && panel.right <= 0;
      };
      await until(browser, page, 'the menu starts closed', menu, false);
      await browser.click('button[aria-label="Toggle navigation bar"]');
      await until(browser, page, 'the hamburger opens the menu', menu, true);
      await until(
        browser,
        page,
        'the menu lists the page, marked current',
        () => !!document.querySelector('.navbar-sidebar a[aria-current="page"][href="/mutate/guides/getting-started"]'),
      );
      await browser.click('button[aria-label="Close navigation bar"]');
      await until(browser, page, 'the close button closes the menu', menu, false);
      await expectNoProblems(browser, page);
    } finally {
      await browser.resize(1280, 800);
    }
  });

  it('a client-side navigation keeps the heading, title and focus as in Chromium', async () => {
    const page = 'Introduction';
    await open(page, '');
    await browser.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await browser.click('nav[aria-label="Docs sidebar"] a[href="/mutate/guides/getting-started"]');
    await until(
      browser,
      page,
      'the new page shows its heading and title, without a reload',
      () =>
        (window as unknown as { notReloaded?: boolean }).notReloaded === true &&
        document.querySelector('h1')?.textContent === 'Getting started' &&
        document.title === 'Getting started | Mutate',
    );
    // Docusaurus puts focus at the top of the new page, on the skip link's region, and the route
    // announcer reads the new title (src/accessibility/routeAnnouncer.ts), as in Chromium.
    await until(
      browser,
      page,
      "focus is on the skip link's region and the title is announced",
      () =>
        document.activeElement?.matches('[role="region"][aria-label="Skip to main content"]') &&
        document.querySelector('.route-announcer')?.textContent === 'Getting started | Mutate',
    );
    await expectNoProblems(browser, page);
  });

  // Saving precaches the whole site (15–30 s here): the wait for it is long enough for a busy host,
  // and its failure says what the page saw of the worker and the caches.
  it('"Read offline" saves the docs, and a page then reads with the network gone', { timeout: 150_000 }, async () => {
    const page = 'Introduction';
    // A server of this test's own, closed to cut the network.
    const { serveBuild } = await import('../../scripts/serve-build.mjs');
    const server = (await serveBuild({ port: 0, host: 'localhost' })) as Server;
    const own = `http://localhost:${(server.address() as AddressInfo).port}/mutate/`;
    try {
      await browser.goto(own);
      await until(browser, page, 'the page hydrates', hydrated);
      expect(
        await browser.evaluate(() => 'serviceWorker' in navigator),
        failure(browser.name, page, 'service workers'),
      ).toBe(true);
      // True once the control's status reads as `pattern`, else what it reads (a failure shows it).
      const status = (pattern: string) => {
        const text = document.querySelector('footer [role="status"]')?.textContent ?? '';
        return new RegExp(pattern).test(text) || text;
      };
      await browser.click('footer button[aria-pressed]');
      await until(
        browser,
        page,
        'the control states the size to save',
        status,
        '^Saving the docs and their search for reading offline takes [\\d.]+ MB',
      );
      await browser.click('footer button.button--primary');
      await untilSaved(browser, page, 'saving ends with "Available offline."', status, '^Available offline\\.$').catch(
        async (error: Error) => {
          throw new Error(`${error.message}; ${await browser.evaluate(offlineState).catch(String)}`);
        },
      );
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await browser.goto(`${own}guides/getting-started`);
      await until(
        browser,
        'Getting started',
        'the page reads offline and hydrates',
        () =>
          document.documentElement.dataset.hasHydrated === 'true' &&
          document.querySelector('h1')?.textContent === 'Getting started',
      );
      await expectNoProblems(browser, page);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
}
