// What a page does while a spec runs, recorded: its errors, its security policy's violations, what
// it fetched and which built scripts it ran.
import type { Page } from '@playwright/test';
import { builtFileOf } from './built';

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
