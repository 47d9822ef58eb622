// `npm run bench`: builds the site and measures it — build time and memory, first-visit bytes per
// page type, Lighthouse (mobile), search index size and search latency — then prints one table,
// writes it to bench-results/latest.json and exits non-zero when a budget is missed.
// Options: --builds=N (clean builds, default 3; 0 measures the existing build/),
//          --lighthouse-runs=N (default 3), --port=N (default 4300).
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';
import { serveBuild } from './serve-build.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurusBin = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BUILDS = option('builds', 3);
const LIGHTHOUSE_RUNS = option('lighthouse-runs', 3);
const PORT = option('port', 4300);
const ORIGIN = `http://localhost:${PORT}`;
const SITE = `${ORIGIN}/mutate/`;

// One page of each kind, shared with the end-to-end tests.
const PAGES = JSON.parse(readFileSync(path.join(siteDir, 'tests/page-types.json'), 'utf8'));
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

const BUDGET = {
  buildSeconds: 25,
  buildMegabytes: 1024,
  firstVisitJsGzipKB: 160,
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cls: 0,
  tbtMs: 50,
  navigationMs: 100,
};
const NAVIGATION_ROUNDS = 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

// ---- Build: wall time and peak resident memory of the whole process tree (sampled from /proc).

function processTreeRss(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop();
    try {
      const rssPages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      total += rssPages * 4096;
    } catch {
      // Gone.
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function timedBuild() {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // As maintainers build: `npm run build` (its heap limit included), npm's own process counted.
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: siteDir,
      env: { ...process.env, SITE_URL: ORIGIN },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, processTreeRss(child.pid))), 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`npm run build failed (${code}):\n${stderr}`));
      else resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes: peak });
    });
  });
}

async function measureBuilds() {
  const runs = [];
  for (let run = 1; run <= BUILDS; run += 1) {
    execFileSync(process.execPath, [docusaurusBin, 'clear'], { cwd: siteDir, stdio: 'ignore' });
    const result = await timedBuild();
    console.log(`build ${run}/${BUILDS}: ${result.seconds.toFixed(1)} s, ${Math.round(result.peakBytes / 2 ** 20)} MB`);
    runs.push(result);
  }
  const pages = readdirSync(path.join(siteDir, 'build'), { recursive: true }).filter((file) =>
    String(file).endsWith('.html'),
  ).length;
  return {
    runs,
    htmlFiles: pages,
    seconds: median(runs.map((run) => run.seconds)),
    peakMegabytes: Math.round(median(runs.map((run) => run.peakBytes)) / 2 ** 20),
  };
}

// ---- First visit: HTML, CSS and JS fetched until the load event (what the page needs), plus
// what is fetched afterwards (route prefetching and the idle search warm-up), in Chromium.

async function measureFirstVisit(browser, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const loads = [];
  tab.on('requestfinished', (request) => {
    loads.push(
      (async () => {
        const response = await request.response();
        const type = request.resourceType();
        const kind =
          type === 'document'
            ? 'html'
            : type === 'stylesheet'
              ? 'css'
              : type === 'script'
                ? 'js'
                : /\.js$/.test(new URL(request.url()).pathname)
                  ? 'js'
                  : 'other';
        const headers = await request.allHeaders();
        const prefetch = headers['sec-purpose']?.includes('prefetch') || headers.purpose === 'prefetch';
        const sizes = await request.sizes();
        const raw = (await response?.body())?.length ?? 0;
        return { kind, raw, gzip: sizes.responseBodySize, prefetch, startedAt: request.timing().startTime };
      })(),
    );
  });
  await tab.goto(new URL(page.path, SITE).href, { waitUntil: 'load' });
  // Requests are told apart by when they started, against the page's own load event: work that load
  // handlers start (route prefetching, the search warm-up) comes after it, however soon.
  const loadEventAt = await tab.evaluate(
    () => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart,
  );
  // Idle-time work (prefetching linked routes, warming search) starts after load; let it finish.
  await tab.waitForLoadState('networkidle');
  // Requests finishing from now on would be read after the context closes.
  tab.removeAllListeners('requestfinished');
  const requests = (await Promise.all(loads)).map(({ prefetch, startedAt, ...request }) => ({
    ...request,
    afterLoad: prefetch || startedAt >= loadEventAt,
  }));
  await context.close();
  const sum = (filter, field) => requests.filter(filter).reduce((total, r) => total + r[field], 0);
  const result = {};
  for (const kind of ['html', 'css', 'js']) {
    const own = (r) => r.kind === kind && !r.afterLoad;
    result[kind] = { raw: sum(own, 'raw'), gzip: sum(own, 'gzip') };
  }
  const later = (r) => r.afterLoad;
  result.afterLoad = { raw: sum(later, 'raw'), gzip: sum(later, 'gzip'), requests: requests.filter(later).length };
  return result;
}

// ---- Lighthouse, mobile defaults, Debian Chromium.

async function runLighthouse(url, { notFound = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium({ install: false }),
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The not-found page is answered with status 404, as a host does; audit it all the same.
      ignoreStatusCode: notFound,
    });
    const { categories, audits } = result.lhr;
    // Audits that cost points: weighted in a category and not passed.
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score < 1)
      .map((audit) => audit.id);
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score,
      seo: categories.seo.score,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's measure of the host CPU's speed (higher is faster): times are comparable only
      // between runs on hosts of about the same index.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

async function measureLighthouse(page) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    runs.push(await runLighthouse(new URL(page.path, SITE).href, { notFound: page.name === 'not-found page' }));
  }
  const metric = (name) => median(runs.map((run) => run[name]));
  return {
    performance: metric('performance'),
    accessibility: metric('accessibility'),
    bestPractices: metric('bestPractices'),
    seo: metric('seo'),
    lcpMs: Math.round(metric('lcpMs')),
    tbtMs: Math.round(metric('tbtMs')),
    cls: Math.round(metric('cls') * 1000) / 1000,
    benchmarkIndex: Math.round(metric('benchmarkIndex')),
    failingAudits: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

// ---- Search: index size, and time from the last keystroke to the rendered suggestions.

function searchIndexSize() {
  const buildDir = path.join(siteDir, 'build');
  const files = readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
  const bytes = files.map((file) => readFileSync(path.join(buildDir, file)));
  return {
    files: files.length,
    raw: bytes.reduce((total, b) => total + b.length, 0),
    gzip: bytes.reduce((total, b) => total + gzipSync(b, { level: 6 }).length, 0),
  };
}

async function measureSearchLatency(browser) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(SITE);
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

// ---- Client-side navigation between two docs pages, after their routes were prefetched.

async function measureNavigation(browser) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(SITE, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const samples = [];
  for (let round = 0; round < NAVIGATION_ROUNDS; round += 1) {
    const target = round % 2 ? 'Introduction' : 'Getting started';
    // Time from the click on the sidebar link to the new page's heading being painted.
    samples.push(
      await tab.evaluate(
        (label) =>
          new Promise((resolve) => {
            const link = [...document.querySelectorAll('.theme-doc-sidebar-menu a')].find(
              (anchor) => anchor.textContent.trim() === label,
            );
            const start = performance.now();
            link.click();
            const check = () =>
              document.querySelector('article h1, main h1')?.textContent === label
                ? requestAnimationFrame(() => resolve(performance.now() - start))
                : requestAnimationFrame(check);
            check();
          }),
        target,
      ),
    );
    await tab.waitForLoadState('networkidle');
  }
  await context.close();
  return { samples: samples.length, medianMs: Math.round(median(samples)), p95Ms: Math.round(percentile(samples, 95)) };
}

// ---- Report.

function checkBudgets(report) {
  const missed = [];
  const expect = (ok, text) => ok || missed.push(text);
  if (report.build) {
    expect(
      report.build.seconds < BUDGET.buildSeconds,
      `build ${report.build.seconds.toFixed(1)} s ≥ ${BUDGET.buildSeconds} s`,
    );
    expect(
      report.build.peakMegabytes < BUDGET.buildMegabytes,
      `build ${report.build.peakMegabytes} MB ≥ ${BUDGET.buildMegabytes} MB`,
    );
  }
  expect(
    report.navigation.medianMs < BUDGET.navigationMs,
    `client-side navigation median ${report.navigation.medianMs} ms ≥ ${BUDGET.navigationMs} ms`,
  );
  for (const page of report.pages) {
    const js = kb(page.firstVisit.js.gzip);
    expect(
      js <= BUDGET.firstVisitJsGzipKB,
      `${page.name}: first-visit JS ${js} KB gzip > ${BUDGET.firstVisitJsGzipKB} KB`,
    );
    const lh = page.lighthouse;
    expect(lh.performance >= BUDGET.performance, `${page.name}: performance ${lh.performance}`);
    expect(lh.accessibility >= BUDGET.accessibility, `${page.name}: accessibility ${lh.accessibility}`);
    expect(lh.bestPractices >= BUDGET.bestPractices, `${page.name}: best practices ${lh.bestPractices}`);
    expect(lh.seo >= BUDGET.seo, `${page.name}: SEO ${lh.seo}`);
    expect(lh.cls <= BUDGET.cls, `${page.name}: CLS ${lh.cls}`);
    expect(lh.tbtMs <= BUDGET.tbtMs, `${page.name}: TBT ${lh.tbtMs} ms`);
  }
  return missed;
}

function printTable(report) {
  const rows = [];
  if (report.build) {
    rows.push(
      `Build (median of ${report.build.runs.length} clean builds, ${report.build.htmlFiles} HTML files): ` +
        `${report.build.seconds.toFixed(1)} s, peak ${report.build.peakMegabytes} MB`,
    );
  }
  rows.push(
    `Search index: ${report.search.index.raw} B raw, ${report.search.index.gzip} B gzip; ` +
      `keystroke → suggestions over ${report.search.latency.samples} searches: median ` +
      `${report.search.latency.medianMs} ms, p95 ${report.search.latency.p95Ms} ms`,
  );
  rows.push(
    `Client-side navigation Introduction ↔ Getting started (prefetched), click → heading painted ` +
      `over ${report.navigation.samples} runs: median ${report.navigation.medianMs} ms, p95 ${report.navigation.p95Ms} ms`,
  );
  const table = report.pages.map((page) => ({
    page: page.name,
    'HTML raw/gz KB': `${kb(page.firstVisit.html.raw)}/${kb(page.firstVisit.html.gzip)}`,
    'CSS raw/gz KB': `${kb(page.firstVisit.css.raw)}/${kb(page.firstVisit.css.gzip)}`,
    'JS raw/gz KB': `${kb(page.firstVisit.js.raw)}/${kb(page.firstVisit.js.gzip)}`,
    'after load gz KB': kb(page.firstVisit.afterLoad.gzip),
    perf: page.lighthouse.performance,
    a11y: page.lighthouse.accessibility,
    bp: page.lighthouse.bestPractices,
    seo: page.lighthouse.seo,
    'LCP ms': page.lighthouse.lcpMs,
    'TBT ms': page.lighthouse.tbtMs,
    CLS: page.lighthouse.cls,
    'CPU index': page.lighthouse.benchmarkIndex,
  }));
  console.log(`\n${rows.join('\n')}`);
  console.table(table);
}

const report = { date: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length };
report.loadAverageBefore = (await import('node:os')).loadavg();
if (BUILDS > 0) report.build = await measureBuilds();
const server = await serveBuild({ port: PORT });
const browser = await chromium.launch({
  executablePath: findChromium({ install: false }),
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  report.pages = [];
  for (const page of PAGES) {
    const firstVisit = await measureFirstVisit(browser, page);
    const lighthouseResult = await measureLighthouse(page);
    report.pages.push({ ...page, firstVisit, lighthouse: lighthouseResult });
    console.log(`measured ${page.name}`);
  }
  report.search = { index: searchIndexSize(), latency: await measureSearchLatency(browser) };
  report.navigation = await measureNavigation(browser);
} finally {
  await browser.close();
  server.close();
}
report.loadAverageAfter = (await import('node:os')).loadavg();
report.budgetsMissed = checkBudgets(report);

printTable(report);
mkdirSync(path.join(siteDir, 'bench-results'), { recursive: true });
writeFileSync(path.join(siteDir, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('Written to bench-results/latest.json');
if (report.budgetsMissed.length) {
  console.log(`\nBudgets missed:\n- ${report.budgetsMissed.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
