import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { builtFile, chunksHolding, lazyRoutesChunk, lazyRoutesChunks } from '../site-crawl';
import pageTypes from '../page-types.json';

// Tests run from the repository root, after `docusaurus build`.
const buildDir = path.resolve('build');

/** A page of spec §2.1: its path under /mutate/, sidebar label, h1 and sidebar category if any. */
export type SidebarPage = {
  path: string;
  label: string;
  heading: string | RegExp;
  category?: string;
};

// Generated pages keep TypeDoc's heading wording ("Class: Mutator"); only the name is ours to check.
const generated = (name: string) => new RegExp(`(^|\\W)${name.replace('$', '\\$')}\\b`);

/** A category's index page followed by its pages; hand-written pages are headed by their label. */
const category = (label: string, indexPath: string, pages: [path: string, label: string][]): SidebarPage[] => [
  { path: indexPath, label, heading: label, category: label },
  ...pages.map(([path, pageLabel]) => ({ path, label: pageLabel, heading: pageLabel, category: label })),
];

/** Every page listed in the sidebar, in sidebar order (spec §2.1). */
export const sidebarPages: SidebarPage[] = [
  { path: '', label: 'Introduction', heading: 'Introduction' },
  { path: 'api', label: 'API reference', heading: /API/ },
  { path: 'guides/getting-started', label: 'Getting started', heading: 'Getting started' },
  ...category('collect', 'api-custom/collect/', [
    ['api-custom/collect/collect-destroy', 'collect.destroy'],
    ['api-custom/collect/collect-for-each', 'collect.forEach'],
    ['api-custom/collect/collect-get', 'collect.get'],
    ['api-custom/collect/collect-pause', 'collect.pause'],
    ['api-custom/collect/collect-scope', 'collect.scope'],
    ['api-custom/collect/collect-unpause', 'collect.unpause'],
  ]),
  ...category('mutate', 'api-custom/mutate/', [
    ['api-custom/mutate/mutate-get', 'mutate.get'],
    ['api-custom/mutate/mutate-pause', 'mutate.pause'],
    ['api-custom/mutate/mutate-reevaluate', 'mutate.reevaluate'],
    ['api-custom/mutate/mutate-revert', 'mutate.revert'],
    ['api-custom/mutate/mutate-unpause', 'mutate.unpause'],
  ]),
  ...category('Functions', 'api/lib/functions/', []),
  ...['$mu', 'collect', 'mutate'].map((name) => ({
    path: `api/lib/functions/${name}`,
    label: name,
    heading: generated(name),
    category: 'Functions',
  })),
  ...['api/Mutator/classes/Mutator', 'api/State/classes/State', 'api/globals/interfaces/Computable'].map((path) => {
    const name = path.split('/').at(-1)!;
    return { path, label: name, heading: generated(name) };
  }),
];

export const docsSidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Docs sidebar' });
export const mainNavbar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });
export const mainHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });
/** The navbar's search box (src/search/theme/SearchBar), its list and its suggestions. */
export const searchBox = (page: Page): Locator => mainNavbar(page).getByRole('combobox', { name: 'Search' });
export const searchListbox = (page: Page): Locator => mainNavbar(page).getByRole('listbox');
export const searchSuggestions = (page: Page): Locator => searchListbox(page).getByRole('option');
/** The spinner shown while the next page loads (spec §2.3). */
export const loadingSpinner = (page: Page): Locator => page.getByRole('status').filter({ hasText: 'Loading the page' });

/** An external link opens a new tab without handing the opener over, and shows the icon. */
export async function expectExternal(link: Locator, href: string, iconSize: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const icon = link.getByLabel('(opens in new tab)');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('width', iconSize);
}

/** axe's violations on the page as it is now (or in the elements `within` selects), each as its rule and the elements that break it. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Only violations are reported in full; passes and the rest would cost time on long pages.
  // Legacy mode runs axe in the page itself: the default also opens a blank page to merge each
  // frame's results, which triples the time on long pages. The site's pages have no frames.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// HTML_CodeSniffer, the second accessibility engine: its WCAG 2 AA standard, checked in the page.
const htmlCodeSniffer = fs.readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
type HtmlCodeSnifferMessage = { type: number; code: string; element: Element };
type HtmlCodeSniffer = {
  process: (standard: string, content: Document, done: () => void) => void;
  getMessages: () => HtmlCodeSnifferMessage[];
};

/** HTML_CodeSniffer's errors (WCAG 2 AA) on the page as it is now, each as its code and element. */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // As axe is injected: evaluated by the browser's debugging protocol, which the site's CSP allows.
  await page.evaluate(htmlCodeSniffer);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process('WCAG2AA', document, () =>
          resolve(
            sniffer
              .getMessages()
              // Errors only: warnings and notices ask a person to check something.
              .filter(({ type }) => type === 1)
              .map(({ code, element }) => `${code}: ${element.outerHTML.slice(0, 120)}`),
          ),
        );
      }),
  );
}

/** Holds back the requests for `url`, as a slow network would, until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Has the page report `connection` as its network connection (navigator.connection). */
export async function emulateConnection(
  page: Page,
  connection: { effectiveType: string; saveData: boolean },
): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { get: () => value });
  }, connection);
}

/**
 * Calls route prefetching as a link does when it scrolls into view (`window.docusaurus.prefetch`),
 * after the reader has scrolled with a key (src/routing/routePrefetch.ts; a key, unlike the wheel,
 * reaches the page before the press returns): whether it prefetches.
 */
export async function prefetchRoute(page: Page, routePath: string): Promise<boolean> {
  await page.keyboard.press('ArrowDown');
  return page.evaluate(async (path) => {
    const { docusaurus } = window as unknown as { docusaurus: { prefetch(path: string): unknown } };
    return (await docusaurus.prefetch(path)) !== false;
  }, routePath);
}

/** The page's <link rel=prefetch> of the built chunk file `chunkName`. */
export const prefetchLinkOf = (page: Page, chunkName: string): Locator =>
  page.locator(`head link[rel="prefetch"][href$="/assets/js/${chunkName}"]`);

/** Waits until React has taken over the server-rendered page, so that clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Where the docs plugin stores the docs version the reader chose last (spec §4, §7). */
export const preferredVersionKey = 'docs-preferred-version-default';
export const storedPreferredVersion = (page: Page): Promise<string | null> =>
  page.evaluate((key) => window.localStorage.getItem(key), preferredVersionKey);

/** Chooses a docs version in the navbar's version dropdown. */
export async function chooseVersion(page: Page, label: string): Promise<void> {
  await mainNavbar(page).getByRole('button', { name: label }).hover();
  await page.locator('.dropdown__menu').getByRole('link', { name: label }).click();
}

/** Opens `url` and waits for hydration. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Records console errors and uncaught page errors. `expected` filters out messages a test provokes
 * on purpose, such as the 404 status of the not-found page.
 */
export function recordProblems(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** The policy's violations on the page, as they happen: console messages and violation events. */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  return violations;
}

/** The file in build/ that a URL of the site is answered with. */
export function builtFileOf(url: string): string {
  const file = builtFile(buildDir, new URL(url).pathname);
  if (!file) throw new Error(`no built file answers ${url}`);
  return file;
}

/**
 * What the page has fetched, by its own Resource Timing, its document first: each URL, its initiator
 * (`script`, `link` for a prefetch or stylesheet…) and when it started against the load event.
 */
export async function fetchedSinceLoad(page: Page): Promise<{ url: string; kind: string; sinceLoad: number }[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return [
      { url: navigation.name, kind: 'document', sinceLoad: -navigation.loadEventStart },
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        kind: entry.initiatorType,
        sinceLoad: entry.startTime - navigation.loadEventStart,
      })),
    ];
  });
}

/**
 * The built files of the scripts the page has run so far (prefetches, which only download a script
 * for later, have the initiator `link`). With `beforeLoadEvent`, only those it started to load
 * before its load event: work that load handlers start (route prefetching) never counts, however
 * fast it follows.
 */
export async function scriptsRun(page: Page, { beforeLoadEvent = false } = {}): Promise<string[]> {
  const urls = (await fetchedSinceLoad(page))
    .filter(({ kind, sinceLoad }) => kind === 'script' && (!beforeLoadEvent || sinceLoad < 0))
    .map(({ url }) => url);
  return [...new Set(urls.map(builtFileOf))];
}

/** One page of each kind the site has, as paths relative to the base URL (shared with the benchmark). */
export { pageTypes };

/** A page to check, and what shows once its content has loaded after hydration, if anything. */
export type PageType = { name: string; path: string; loaded?: (page: Page) => Locator };

/** The search page with results for a query. */
export const searchResultsPage: PageType = {
  name: 'search page',
  path: 'search?q=revert',
  loaded: (page) => page.getByRole('main').locator('article h2 a').first(),
};

/** The paths of the docs page types: every page type but the not-found page. */
export const docsPagePaths: string[] = pageTypes
  .filter(({ name }) => name !== 'not-found page')
  .map(({ path }) => path);

const chunkDir = path.join(buildDir, 'assets/js');

/** The built JavaScript chunk that holds the compiled content of one docs source file. */
export function contentChunkOf(source: string): { name: string; pattern: RegExp; text: string } {
  const names = chunksHolding(source, buildDir);
  expect(names, `exactly one chunk holds ${source}`).toHaveLength(1);
  const [name] = names;
  return {
    name,
    pattern: chunkUrlPattern([name]),
    text: fs.readFileSync(path.join(chunkDir, name), 'utf8'),
  };
}

/** The built main bundle, which every page loads. */
export function mainBundle(): { pattern: RegExp; text: string } {
  const [name] = fs.readdirSync(chunkDir).filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  return { pattern: chunkUrlPattern([name]), text: fs.readFileSync(path.join(chunkDir, name), 'utf8') };
}

/** The URL pattern of any of the built chunk `files`. */
function chunkUrlPattern(files: string[]): RegExp {
  return new RegExp(`/assets/js/(${files.map((file) => file.replace(/\./g, '\\.')).join('|')})$`);
}

/** The URL pattern of the one built chunk that holds `marker`, the chunk of `what`. */
function chunkPatternHolding(marker: string, what: string, scripts = chunkDir): RegExp {
  const files = fs
    .readdirSync(scripts)
    .filter((file) => fs.readFileSync(path.join(scripts, file), 'utf8').includes(marker));
  expect(files, `one chunk holds ${what}`).toHaveLength(1);
  return chunkUrlPattern(files);
}

/** The URL pattern of the search chunk (src/search/client.ts), the built script that holds the name tokens' prefix. */
export const searchChunkPattern = (): RegExp => chunkPatternHolding('apiname', 'search');

/** The URL pattern of the "Read offline" control's chunk (src/offline/ReadOfflineControl.tsx), which holds its progress bar's name. */
export const readOfflineChunkPattern = (): RegExp =>
  chunkPatternHolding('Saving for offline reading', 'the Read offline control');

/** The URL pattern of the live code editor's chunk (the live-codeblock theme's playground). */
export const liveCodeChunkPattern = (site = buildDir): RegExp =>
  chunkPatternHolding('theme.Playground.liveEditor', 'the live code editor', path.join(site, 'assets/js'));

/** The URL pattern of the chunk of the reference's routes that holds the Mutator page's, which load apart (src/routing/lazyRouteTable.ts). */
export function lazyRoutesChunkPattern(): RegExp {
  return chunkUrlPattern([lazyRoutesChunk(buildDir)]);
}

/** The URL pattern of any chunk of the reference's routes. */
export function lazyRoutesChunksPattern(): RegExp {
  return chunkUrlPattern(lazyRoutesChunks(buildDir));
}
