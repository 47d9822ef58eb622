// Opening pages and shaping what the network does: hydration, held requests, the reported
// connection, route prefetching.
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until React has taken over the server-rendered page, so that clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens `url` and waits for hydration. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
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
