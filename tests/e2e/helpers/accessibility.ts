// The two accessibility engines the specs run in the page: axe, and HTML_CodeSniffer.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
