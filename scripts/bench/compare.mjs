// The bench's standard mode: builds this site (and the stock site once), then measures both side
// by side per page type, the runs of each measure interleaved (ours, stock, ours, …) so that host
// load drifts over both alike; this site's search and navigation too. A baseline (sites.mjs: an
// earlier commit's build, or this site without critical CSS) is measured beside them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureBuilds } from './build.mjs';
import { runLighthouse, summarizeLighthouse } from './lighthouse.mjs';
import { measureLongTasks, summarizeLongTasks } from './long-tasks.mjs';
import { measureMcp } from './mcp.mjs';
import { measureNavigation } from './navigation.mjs';
import { BUILDS, LIGHTHOUSE_ROUNDS, LIGHTHOUSE_RUNS, PAGE_NAMES, PAGE_RUNS, ratio, siteDir } from './options.mjs';
import { medianFirstVisit } from './page-weight.mjs';
import { measurePaint, summarizePaint } from './paint.mjs';
import { measureFirstQueries, measureSearchLatency, searchIndexSize } from './search.mjs';
import { baselineSite, hasBuild, ourSite, pageUrl, siteUrl, stockSite, withSites } from './sites.mjs';
import { STOCK_PAGES, ensureStockSite } from './stock-site.mjs';

// One page of each kind, shared with the end-to-end tests, and the stock page it is compared with.
export const PAGE_TYPES = JSON.parse(readFileSync(path.join(siteDir, 'tests/page-types.json'), 'utf8')).map((page) => ({
  ...page,
  stockPath: STOCK_PAGES[page.name],
}));
const isNotFound = (page) => page.name === 'not-found page';

/** Builds a site `runs` times from clean, with its server's origin as the site's URL. */
export const buildSite = (site, runs, { outDir = site.buildDir, env = {} } = {}) =>
  measureBuilds({ name: site.name, dir: site.dir, outDir, runs, env: { SITE_URL: site.origin, ...site.env, ...env } });

/**
 * Runs `measure(site, path)` `runs` times on each site in turn (the baseline too, when `baseline`
 * is measured); the runs of each site.
 */
async function interleaved(runs, page, measure, baseline) {
  const sites = { ours: ourSite, stock: stockSite, ...(baseline && { baseline: baselineSite }) };
  const results = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, site] of Object.entries(sites))
      results[name].push(await measure(site, site === stockSite ? page.stockPath : page.path));
  }
  return results;
}

/**
 * Lighthouse in `LIGHTHOUSE_ROUNDS` rounds of `LIGHTHOUSE_RUNS` runs per site: each round's medians
 * of LCP, TBT and performance, and the medians of all runs.
 */
async function lighthouseRounds(page, baseline) {
  const rounds = [];
  for (let round = 0; round < LIGHTHOUSE_ROUNDS; round += 1) {
    rounds.push(
      await interleaved(
        LIGHTHOUSE_RUNS,
        page,
        (site, pagePath) => runLighthouse(pageUrl(site, pagePath), { notFound: isNotFound(page) }),
        baseline,
      ),
    );
  }
  const side = (name) => ({
    ...summarizeLighthouse(rounds.flatMap((round) => round[name])),
    rounds: rounds.map((round) => {
      const { lcpMs, tbtMs, performance } = summarizeLighthouse(round[name]);
      return { lcpMs, tbtMs, performance };
    }),
  });
  return { ours: side('ours'), stock: side('stock'), ...(baseline && { baseline: side('baseline') }) };
}

/** Ratios of `side`'s figures to stock's: first-visit JS, Lighthouse (whole and per round), in the page. */
function ratiosToStock(side, stock) {
  return {
    firstVisitJs: ratio(side.firstVisit.js.gzip, stock.firstVisit.js.gzip),
    tbt: ratio(side.lighthouse.tbtMs, stock.lighthouse.tbtMs),
    lcp: ratio(side.lighthouse.lcpMs, stock.lighthouse.lcpMs),
    lcpRounds: side.lighthouse.rounds.map((round, index) => ratio(round.lcpMs, stock.lighthouse.rounds[index].lcpMs)),
    tbtRounds: side.lighthouse.rounds.map((round, index) => ratio(round.tbtMs, stock.lighthouse.rounds[index].tbtMs)),
    mainThread: ratio(side.lighthouse.mainThread.total, stock.lighthouse.mainThread.total),
    inPageFcp: ratio(side.paint.fcpMs, stock.paint.fcpMs),
    inPageLcp: ratio(side.paint.lcpMs, stock.paint.lcpMs),
    returnLcp: ratio(side.returnPaint.lcpMs, stock.returnPaint.lcpMs),
    throttledBlocking: ratio(side.paint.blockingMs, stock.paint.blockingMs),
    inPageBlocking: ratio(side.longTasks.blockingMs, stock.longTasks.blockingMs),
    inPageLongTasks: ratio(side.longTasks.longTaskMs, stock.longTasks.longTaskMs),
  };
}

async function measurePageType(browser, page, baseline) {
  const firstVisitOf = (site, pagePath) => medianFirstVisit(browser, pageUrl(site, pagePath), PAGE_RUNS);
  const firstVisit = {
    ours: await firstVisitOf(ourSite, page.path),
    stock: await firstVisitOf(stockSite, page.stockPath),
    ...(baseline && { baseline: await firstVisitOf(baselineSite, page.path) }),
  };
  const longTaskRuns = await interleaved(
    PAGE_RUNS,
    page,
    (site, pagePath) => measureLongTasks(browser, pageUrl(site, pagePath)),
    baseline,
  );
  // Paints on a throttled first visit, and on a return visit from another page of the site.
  const paintRuns = await interleaved(
    PAGE_RUNS,
    page,
    (site, pagePath) => measurePaint(browser, pageUrl(site, pagePath)),
    baseline,
  );
  const from = PAGE_TYPES[page === PAGE_TYPES[0] ? 1 : 0];
  const returnRuns = await interleaved(
    PAGE_RUNS,
    page,
    (site, pagePath) =>
      measurePaint(browser, pageUrl(site, pagePath), {
        warmUrl: pageUrl(site, site === stockSite ? from.stockPath : from.path),
      }),
    baseline,
  );
  const lighthouse = await lighthouseRounds(page, baseline);
  const side = (name) => ({
    firstVisit: firstVisit[name],
    longTasks: summarizeLongTasks(longTaskRuns[name]),
    paint: summarizePaint(paintRuns[name]),
    returnPaint: { ...summarizePaint(returnRuns[name]), from: from.name },
    lighthouse: lighthouse[name],
  });
  const ours = side('ours');
  const stock = side('stock');
  const baselineSide = baseline && side('baseline');
  return {
    ...page,
    ours,
    stock,
    ...(baseline && { baseline: { ...baselineSide, ratios: ratiosToStock(baselineSide, stock) } }),
    ratios: ratiosToStock(ours, stock),
  };
}

/** Everything the standard mode measures, as the report's fields. */
export async function runComparison() {
  const report = {};
  ensureStockSite();
  if (BUILDS > 0) report.build = await buildSite(ourSite, BUILDS);
  else if (!hasBuild(ourSite.buildDir))
    throw new Error('--builds=0 measures build/, which holds no site: build first.');
  // The baseline: a given build as it is; else this site without its critical CSS, built once per
  // run that builds, and with --builds=0 measured if an earlier run left its build.
  if (BUILDS > 0 && !baselineSite.prebuilt) report.baselineBuild = await buildSite(baselineSite, 1);
  if (baselineSite.prebuilt && !hasBuild(baselineSite.buildDir))
    throw new Error(`--baseline=${baselineSite.buildDir} holds no built site.`);
  const baseline = hasBuild(baselineSite.buildDir);
  report.baselineName = baseline ? baselineSite.name : undefined;
  // The stock site is built once per run that builds, and whenever it has no build.
  if (BUILDS > 0 || !hasBuild(stockSite.buildDir)) report.stockBuild = await buildSite(stockSite, 1);
  await withSites([ourSite, stockSite, ...(baseline ? [baselineSite] : [])], async (browser) => {
    report.pages = [];
    for (const page of PAGE_TYPES.filter(({ name }) => !PAGE_NAMES || PAGE_NAMES.includes(name))) {
      report.pages.push(await measurePageType(browser, page, baseline));
      console.log(`measured ${page.name} (stock: ${stockSite.baseUrl}${page.stockPath})`);
    }
    report.search = {
      index: searchIndexSize(ourSite.buildDir),
      firstQuery: await measureFirstQueries(browser, siteUrl(ourSite), ourSite.buildDir),
      latency: await measureSearchLatency(browser, siteUrl(ourSite)),
    };
    report.navigation = await measureNavigation(browser, siteUrl(ourSite));
    if (baseline) report.baselineNavigation = await measureNavigation(browser, siteUrl(baselineSite));
  });
  report.mcp = await measureMcp(ourSite.buildDir);
  return report;
}
