// This site's search, as a reader's browser meets it: the size of the index on disk (Pagefind's
// folder, which no reader downloads whole), the bytes a first query costs on the wire (everything
// fetched from the hover on the box to the suggestions: the search chunk, Pagefind's script, worker
// and WebAssembly, the index chunks and fragments the query needs), and the time from a keystroke to
// the rendered suggestions once search has loaded, with the CPU slowed 4×.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_FOLDER } from '../../src/shared/siteLayout.mjs';
import { median, percentile } from './options.mjs';

// Queries of each kind: a symbol's name, a member's, a name's words, a reader's task.
const FIRST_QUERIES = ['CollectorNotFoundError', 'Mutator.revert', 'log level', 'undo all changes'];
const LATENCY_QUERIES = [
  'Mutator',
  'revert',
  'CollectorNotFoundError',
  'TextModified',
  'collect',
  'selector',
  'pause',
  'bind',
  'context',
  'insert position',
  'stop listening',
  'qzxwvkjq',
];
const LATENCY_ROUNDS = 3;
const CPU_SLOWDOWN = 4;

const box = (tab) => tab.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search' });

/** Whether a URL is one of search's files: the search chunk (the script holding the name tokens' prefix) or Pagefind's. */
function searchFileTest(buildDir) {
  const jsDir = path.join(buildDir, 'assets/js');
  const chunks = readdirSync(jsDir).filter((file) => readFileSync(path.join(jsDir, file), 'utf8').includes('apiname'));
  return (url) => url.includes(`/${SEARCH_FOLDER}/`) || chunks.some((chunk) => url.endsWith(`/assets/js/${chunk}`));
}
/** The bytes of the built index and Pagefind's files. */
export function searchIndexSize(buildDir) {
  const folder = path.join(buildDir, SEARCH_FOLDER);
  const files = readdirSync(folder, { recursive: true })
    .map((file) => path.join(folder, String(file)))
    .filter((file) => statSync(file).isFile());
  return { files: files.length, bytes: files.reduce((total, file) => total + statSync(file).size, 0) };
}

/**
 * One first query in a fresh context: bytes fetched for search before the reader comes to the box
 * (none), and from then to the suggestions (response bodies as sent, and their headers).
 * @param {import('@playwright/test').Browser} browser
 */
async function firstQuery(browser, siteUrl, query, isSearchFile) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const requests = [];
  tab.on('requestfinished', (request) => requests.push(request));
  await tab.goto(siteUrl, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const before = requests.filter((request) => isSearchFile(request.url())).length;
  const start = requests.length;
  await box(tab).hover();
  await box(tab).fill(query);
  await tab.getByRole('navigation', { name: 'Main' }).getByRole('option').first().waitFor();
  await tab.waitForLoadState('networkidle');
  let bytes = 0;
  for (const request of requests.slice(start)) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  await context.close();
  return { query, bytes, requests: requests.length - start, searchRequestsBeforeUse: before };
}

/** First queries of each kind, each in a fresh context. @param {import('@playwright/test').Browser} browser */
export async function measureFirstQueries(browser, siteUrl, buildDir) {
  const isSearchFile = searchFileTest(buildDir);
  const runs = [];
  for (const query of FIRST_QUERIES) runs.push(await firstQuery(browser, siteUrl, query, isSearchFile));
  return {
    runs,
    maxBytes: Math.max(...runs.map(({ bytes }) => bytes)),
    searchRequestsBeforeUse: Math.max(...runs.map(({ searchRequestsBeforeUse }) => searchRequestsBeforeUse)),
  };
}

/**
 * Keystroke to suggestions, once search has loaded, with the CPU slowed 4×: from the last key of a
 * query to the next paint after the box's suggestions changed.
 * @param {import('@playwright/test').Browser} browser
 */
export async function measureSearchLatency(browser, siteUrl) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(siteUrl, { waitUntil: 'load' });
  // Search loads on first use, before throttling: the figure is of a query, not of the download.
  await box(tab).fill('Mutator');
  await tab.getByRole('navigation', { name: 'Main' }).getByRole('option').first().waitFor();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const samples = [];
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    for (const query of LATENCY_QUERIES) {
      await box(tab).fill(query.slice(0, -1));
      await tab.waitForFunction(
        (prefix) => document.querySelector('.navbar form[role="search"]').dataset.suggestionsFor === prefix,
        query.slice(0, -1),
      );
      const timing = tab.evaluate(
        (full) =>
          new Promise((resolve) => {
            // The box says which query its suggestions are for (`data-suggestions-for`).
            const form = document.querySelector('.navbar form[role="search"]');
            let pressed = 0;
            form.addEventListener('keydown', () => (pressed = performance.now()), { once: true, capture: true });
            const observer = new MutationObserver(() => {
              if (!pressed || form.dataset.suggestionsFor !== full) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - pressed));
            });
            observer.observe(form, { attributes: true, attributeFilter: ['data-suggestions-for'] });
          }),
        query,
      );
      await box(tab).press(query.slice(-1));
      samples.push(await timing);
    }
  }
  await context.close();
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    samples: samples.length,
    medianMs: Math.round(median(samples)),
    p95Ms: Math.round(percentile(samples, 95)),
  };
}
