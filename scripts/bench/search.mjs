// This site's search: the size of its index, and the time from the last keystroke of a query to
// the rendered suggestions.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, percentile } from './options.mjs';

const SEARCH_QUERIES = [
  'Mutator',
  'revert',
  'CollectorNotFoundError',
  'TextModified',
  'collect',
  'selector',
  'pause',
  'bind',
  'context',
  'State',
  'listener',
  'qzxwvkjq',
];
const SEARCH_ROUNDS = 3;

export function searchIndexSize(buildDir) {
  const files = readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
  const bytes = files.map((file) => readFileSync(path.join(buildDir, file)));
  return {
    files: files.length,
    raw: bytes.reduce((total, b) => total + b.length, 0),
    gzip: bytes.reduce((total, b) => total + gzipSync(b, { level: 6 }).length, 0),
  };
}

/** @param {import('@playwright/test').Browser} browser */
export async function measureSearchLatency(browser, siteUrl) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(siteUrl);
  const box = tab.getByLabel('Search', { exact: true });
  await box.hover(); // the search box loads its index on first hover or focus
  await tab.getByRole('combobox', { name: 'Search' }).waitFor({ state: 'attached' });
  const samples = [];
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const query of SEARCH_QUERIES) {
      await box.fill(query.slice(0, -1));
      await tab.getByRole('listbox').waitFor();
      // Time from the final keystroke to the first change of the suggestion list it causes.
      const timing = tab.evaluate(
        () =>
          new Promise((resolve) => {
            const input = document.querySelector('.navbar__search-input');
            const list = document.querySelector('[role="listbox"]');
            let pressed = 0;
            input.addEventListener('keydown', () => (pressed = performance.now()), { once: true });
            const observer = new MutationObserver(() => {
              if (!pressed) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - pressed));
            });
            observer.observe(list, { childList: true, subtree: true, characterData: true });
          }),
      );
      await box.press(query.slice(-1));
      samples.push(await timing);
    }
  }
  await context.close();
  return { samples: samples.length, medianMs: Math.round(median(samples)), p95Ms: Math.round(percentile(samples, 95)) };
}
