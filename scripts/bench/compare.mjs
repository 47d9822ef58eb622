// The bench's standard mode: builds this site (and the stock site once), then measures both side
// by side per page type, the runs of each measure interleaved (ours, stock, ours, …) so that host
// load drifts over both alike; this site's search and navigation too. This site is also measured
// as it was before its critical CSS (sites.mjs), where paint and page bytes are compared.
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
import { hasBuild, ourSite, ourSiteBefore, pageUrl, siteUrl, stockSite, withSites } from './sites.mjs';
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
 * Runs `measure(site, path)` `runs` times on each site in turn (this site before its critical CSS
 * too, when `before` is measured); the runs of each site.
 */
async function interleaved(runs, page, measure, before) {
  const sites = { ours: ourSite, stock: stockSite, ...(before && { before: ourSiteBefore }) };
  const results = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, site] of Object.entries(sites))
      results[name].push(await measure(site, site === stockSite ? page.stockPath : page.path));
  }
  return results;
}

/**
 * Lighthouse in `LIGHTHOUSE_ROUNDS` rounds of `LIGHTHOUSE_RUNS` runs per site: each round's medians,
 * and the medians of all runs.
 */
async function lighthouseRounds(page, before) {
  const rounds = [];
  for (let round = 0; round < LIGHTHOUSE_ROUNDS; round += 1) {
    rounds.push(
      await interleaved(
        LIGHTHOUSE_RUNS,
        page,
        (site, pagePath) => runLighthouse(pageUrl(site, pagePath), { notFound: isNotFound(page) }),
        before,
      ),
    );
  }
  const side = (name) => ({
    ...summarizeLighthouse(rounds.flatMap((round) => round[name])),
    rounds: rounds.map((round) => summarizeLighthouse(round[name]).lcpMs),
  });
  return { ours: side('ours'), stock: side('stock'), ...(before && { before: side('before') }) };
}

async function measurePageType(browser, page, before) {
  const firstVisit = {
    ours: await medianFirstVisit(browser, pageUrl(ourSite, page.path), PAGE_RUNS),
    stock: await medianFirstVisit(browser, pageUrl(stockSite, page.stockPath), PAGE_RUNS),
    ...(before && { before: await medianFirstVisit(browser, pageUrl(ourSiteBefore, page.path), PAGE_RUNS) }),
  };
  const longTaskRuns = await interleaved(PAGE_RUNS, page, (site, pagePath) =>
    measureLongTasks(browser, pageUrl(site, pagePath)),
  );
  // Paints on a throttled first visit, and on a return visit from another page of the site.
  const paintRuns = await interleaved(
    PAGE_RUNS,
    page,
    (site, pagePath) => measurePaint(browser, pageUrl(site, pagePath)),
    before,
  );
  const from = PAGE_TYPES[page === PAGE_TYPES[0] ? 1 : 0];
  const returnRuns = await interleaved(PAGE_RUNS, page, (site, pagePath) =>
    measurePaint(browser, pageUrl(site, pagePath), {
      warmUrl: pageUrl(site, site === ourSite ? from.path : from.stockPath),
    }),
  );
  const lighthouse = await lighthouseRounds(page, before);
  const side = (name) => ({
    firstVisit: firstVisit[name],
    longTasks: summarizeLongTasks(longTaskRuns[name]),
    paint: summarizePaint(paintRuns[name]),
    returnPaint: { ...summarizePaint(returnRuns[name]), from: from.name },
    lighthouse: lighthouse[name],
  });
  const ours = side('ours');
  const stock = side('stock');
  // Before the critical CSS: the page's bytes, its paints and Lighthouse's LCP, beside stock's.
  const beforeCriticalCss = before && {
    html: firstVisit.before.html,
    paint: summarizePaint(paintRuns.before),
    lighthouseLcpMs: lighthouse.before.lcpMs,
    lighthouseTbtMs: lighthouse.before.tbtMs,
    lighthouseRounds: lighthouse.before.rounds,
  };
  return {
    ...page,
    ours,
    stock,
    ...(before && {
      beforeCriticalCss: {
        ...beforeCriticalCss,
        ratios: {
          lcpRounds: beforeCriticalCss.lighthouseRounds.map((lcpMs, round) =>
            ratio(lcpMs, stock.lighthouse.rounds[round]),
          ),
          inPageLcp: ratio(beforeCriticalCss.paint.lcpMs, stock.paint.lcpMs),
          tbt: ratio(beforeCriticalCss.lighthouseTbtMs, stock.lighthouse.tbtMs),
          inPageFcp: ratio(beforeCriticalCss.paint.fcpMs, stock.paint.fcpMs),
          throttledBlocking: ratio(beforeCriticalCss.paint.blockingMs, stock.paint.blockingMs),
        },
      },
    }),
    ratios: {
      firstVisitJs: ratio(ours.firstVisit.js.gzip, stock.firstVisit.js.gzip),
      tbt: ratio(ours.lighthouse.tbtMs, stock.lighthouse.tbtMs),
      lcp: ratio(ours.lighthouse.lcpMs, stock.lighthouse.lcpMs),
      lcpRounds: ours.lighthouse.rounds.map((lcpMs, round) => ratio(lcpMs, stock.lighthouse.rounds[round])),
      inPageFcp: ratio(ours.paint.fcpMs, stock.paint.fcpMs),
      inPageLcp: ratio(ours.paint.lcpMs, stock.paint.lcpMs),
      returnLcp: ratio(ours.returnPaint.lcpMs, stock.returnPaint.lcpMs),
      throttledBlocking: ratio(ours.paint.blockingMs, stock.paint.blockingMs),
      inPageBlocking: ratio(ours.longTasks.blockingMs, stock.longTasks.blockingMs),
      inPageLongTasks: ratio(ours.longTasks.longTaskMs, stock.longTasks.longTaskMs),
    },
  };
}

/** Everything the standard mode measures, as the report's fields. */
export async function runComparison() {
  const report = {};
  ensureStockSite();
  if (BUILDS > 0) report.build = await buildSite(ourSite, BUILDS);
  else if (!hasBuild(ourSite.buildDir))
    throw new Error('--builds=0 measures build/, which holds no site: build first.');
  // This site without its critical CSS, built once per run that builds; with --builds=0, measured
  // if an earlier run left its build.
  if (BUILDS > 0) report.buildWithoutCriticalCss = await buildSite(ourSiteBefore, 1);
  const before = hasBuild(ourSiteBefore.buildDir);
  // The stock site is built once per run that builds, and whenever it has no build.
  if (BUILDS > 0 || !hasBuild(stockSite.buildDir)) report.stockBuild = await buildSite(stockSite, 1);
  await withSites([ourSite, stockSite, ...(before ? [ourSiteBefore] : [])], async (browser) => {
    report.pages = [];
    for (const page of PAGE_TYPES.filter(({ name }) => !PAGE_NAMES || PAGE_NAMES.includes(name))) {
      report.pages.push(await measurePageType(browser, page, before));
      console.log(`measured ${page.name} (stock: ${stockSite.baseUrl}${page.stockPath})`);
    }
    report.search = {
      index: searchIndexSize(ourSite.buildDir),
      firstQuery: await measureFirstQueries(browser, siteUrl(ourSite), ourSite.buildDir),
      latency: await measureSearchLatency(browser, siteUrl(ourSite)),
    };
    report.navigation = await measureNavigation(browser, siteUrl(ourSite));
    if (before) report.navigationWithoutCriticalCss = await measureNavigation(browser, siteUrl(ourSiteBefore));
  });
  report.mcp = await measureMcp(ourSite.buildDir);
  return report;
}
