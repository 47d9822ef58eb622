// Prints the bench's tables and writes its figures to bench-results/ as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kb, resultsDir } from './options.mjs';
import { stockBestPerformance } from './budgets.mjs';
import { ourSite } from './sites.mjs';
import { STOCK_BASE_URL } from './stock-site.mjs';

// A page's path on its site, from its path relative to the site's base URL.
const sitePath = (baseUrl, pagePath) => new URL(pagePath, `http://host${baseUrl}`).pathname;
// First-visit JS gzip, with its range over the visits when they differed.
const jsGzip = (visit) => {
  const [low, high] = visit.jsGzipRange;
  return low === high ? `${kb(visit.js.gzip)}` : `${kb(visit.js.gzip)} [${kb(low)}–${kb(high)}]`;
};
const pair = (ours, stock, ratioValue) => `${ours} / ${stock}${ratioValue === undefined ? '' : ` (${ratioValue}×)`}`;
const buildLine = (name, build) =>
  `${name} build (median of ${build.runs.length} clean, ${build.htmlFiles} HTML files): ` +
  `${build.seconds.toFixed(1)} s, peak ${build.peakMegabytes} MB of its process tree`;

/** The assistants' server's figures (mcp.mjs), in one line. */
export const mcpLine = (mcp) =>
  `Assistants' server (mcp/, stdio): start → first answer median ${mcp.startToFirstAnswerMs} ms; median call ` +
  Object.entries(mcp.calls)
    .map(([tool, { medianMs }]) => `${tool} ${medianMs} ms`)
    .join(', ');

export function printComparison(report) {
  const lines = [];
  if (report.build) lines.push(buildLine('This site', report.build));
  if (report.stockBuild) lines.push(buildLine('Stock', report.stockBuild));
  const { index, firstQuery, latency } = report.search;
  lines.push(
    `Search index on disk (Pagefind, never fetched whole): ${kb(index.bytes)} KB in ${index.files} files; ` +
      `first query on the wire: ${firstQuery.runs.map(({ query, bytes }) => `"${query}" ${kb(bytes)} KB`).join(', ')}; ` +
      `search requests before the reader comes to the box: ${firstQuery.searchRequestsBeforeUse}; ` +
      `keystroke → suggestions at ${latency.cpuSlowdown}× CPU slowdown over ${latency.samples} searches: median ` +
      `${latency.medianMs} ms, p95 ${latency.p95Ms} ms`,
  );
  if (report.baselineBuild) lines.push(buildLine(`Baseline, ${report.baselineName},`, report.baselineBuild));
  const navigationLine = (navigation) =>
    `median ${navigation.medianMs} ms, p95 ${navigation.p95Ms} ms over ${navigation.samples} runs`;
  lines.push(
    `Client-side navigation Introduction ↔ Getting started, click → heading painted: ` +
      navigationLine(report.navigation) +
      (report.baselineNavigation ? `; baseline ${navigationLine(report.baselineNavigation)}` : ''),
  );
  lines.push(mcpLine(report.mcp));
  const { lighthouse, longTasks } = report.pages[0].ours;
  console.log(`\n${lines.join('\n')}`);

  console.log(
    `\nFirst visit, KB of 1000 bytes (this site / stock, ratio), median of ${report.pages[0].ours.firstVisit.runs} visits ` +
      '[range of JS gzip when it varied]; scripts up to the load event:',
  );
  console.table(
    report.pages.map(({ name, stockPath, ours, stock, ratios }) => ({
      page: name,
      'stock page': sitePath(STOCK_BASE_URL, stockPath),
      'JS gzip': pair(jsGzip(ours.firstVisit), jsGzip(stock.firstVisit), ratios.firstVisitJs),
      'JS raw': pair(kb(ours.firstVisit.js.raw), kb(stock.firstVisit.js.raw)),
      'HTML gzip': pair(kb(ours.firstVisit.html.gzip), kb(stock.firstVisit.html.gzip)),
      'CSS gzip': pair(kb(ours.firstVisit.css.gzip), kb(stock.firstVisit.css.gzip)),
      'all gzip': pair(kb(ours.firstVisit.total.gzip), kb(stock.firstVisit.total.gzip)),
      'after load, 3 s': pair(kb(ours.firstVisit.afterLoadWindow.gzip), kb(stock.firstVisit.afterLoadWindow.gzip)),
      'after load, all': pair(kb(ours.firstVisit.afterLoad.gzip), kb(stock.firstVisit.afterLoad.gzip)),
    })),
  );

  console.log(
    `\nLighthouse mobile, median of ${lighthouse.runs} runs each (this site / stock, ratio); ` +
      `stock's best performance ${stockBestPerformance(report)}:`,
  );
  console.table(
    report.pages.map(({ name, ours, stock, ratios }) => ({
      page: name,
      'TBT ms': pair(ours.lighthouse.tbtMs, stock.lighthouse.tbtMs, ratios.tbt),
      'LCP ms': pair(ours.lighthouse.lcpMs, stock.lighthouse.lcpMs, ratios.lcp),
      'main thread ms': pair(ours.lighthouse.mainThread.total, stock.lighthouse.mainThread.total, ratios.mainThread),
      perf: pair(ours.lighthouse.performance, stock.lighthouse.performance),
      a11y: pair(ours.lighthouse.accessibility, stock.lighthouse.accessibility),
      bp: pair(ours.lighthouse.bestPractices, stock.lighthouse.bestPractices),
      seo: pair(ours.lighthouse.seo, stock.lighthouse.seo),
      CLS: pair(ours.lighthouse.cls, stock.lighthouse.cls),
      'CPU index': pair(ours.lighthouse.benchmarkIndex, stock.lighthouse.benchmarkIndex),
    })),
  );

  const roundRuns = report.pages[0].ours.lighthouse.runs / report.pages[0].ours.lighthouse.rounds.length;
  console.log(
    `\nEach Lighthouse round of ${roundRuns} runs, medians (this site / stock, ratio): TBT ms, LCP ms, performance:`,
  );
  console.table(
    report.pages.map(({ name, ours, stock, ratios }) =>
      Object.fromEntries([
        ['page', name],
        ...ours.lighthouse.rounds.map((round, index) => {
          const stockRound = stock.lighthouse.rounds[index];
          return [
            `round ${index + 1}`,
            `${pair(round.tbtMs, stockRound.tbtMs, ratios.tbtRounds[index])}; ` +
              `${pair(round.lcpMs, stockRound.lcpMs, ratios.lcpRounds[index])}; ` +
              pair(round.performance, stockRound.performance),
          ];
        }),
      ]),
    ),
  );

  // Lighthouse's main-thread work by category, each site's median over all runs.
  const sides = (page) => [
    ['this site', page.ours],
    ...(page.baseline ? [['baseline', page.baseline]] : []),
    ['stock', page.stock],
  ];
  const categories = [
    ...new Set(
      report.pages.flatMap((page) => sides(page).flatMap(([, side]) => Object.keys(side.lighthouse.mainThread))),
    ),
  ];
  console.log('\nMain-thread work by category, Lighthouse (ms, median of all runs):');
  console.table(
    report.pages.flatMap((page) =>
      sides(page).map(([label, side]) => ({
        page: page.name,
        site: label,
        ...Object.fromEntries(categories.map((category) => [category, side.lighthouse.mainThread[category] ?? 0])),
      })),
    ),
  );

  if (report.baselineName) {
    console.log(`\nBaseline, ${report.baselineName}, and this site (each × stock):`);
    console.table(
      report.pages.map(({ name, ours, ratios, baseline }) => ({
        page: name,
        'JS gzip KB': `${kb(baseline.firstVisit.js.gzip)} → ${kb(ours.firstVisit.js.gzip)}`,
        'HTML gzip KB': `${kb(baseline.firstVisit.html.gzip)} → ${kb(ours.firstVisit.html.gzip)}`,
        'TBT ms': `${baseline.lighthouse.tbtMs} (${baseline.ratios.tbt}×) → ${ours.lighthouse.tbtMs} (${ratios.tbt}×)`,
        'LCP ms': `${baseline.lighthouse.lcpMs} (${baseline.ratios.lcp}×) → ${ours.lighthouse.lcpMs} (${ratios.lcp}×)`,
        'main thread ms': `${baseline.lighthouse.mainThread.total} (${baseline.ratios.mainThread}×) → ${ours.lighthouse.mainThread.total} (${ratios.mainThread}×)`,
        'in-page blocking ms': `${baseline.longTasks.blockingMs} (${baseline.ratios.inPageBlocking}×) → ${ours.longTasks.blockingMs} (${ratios.inPageBlocking}×)`,
        'in-page LCP ms': `${baseline.paint.lcpMs} (${baseline.ratios.inPageLcp}×) → ${ours.paint.lcpMs} (${ratios.inPageLcp}×)`,
      })),
    );
  }

  const { paint } = report.pages[0].ours;
  console.log(
    `\nPaints in the page, throttled in the browser (${paint.throttling.latencyMs} ms request latency, ` +
      `${Math.round(paint.throttling.downloadKbps)} / ${Math.round(paint.throttling.uploadKbps)} kbit/s, ` +
      `${paint.throttling.cpuSlowdown}× CPU), median of ${paint.runs} visits each (this site / stock, ratio); ` +
      "blocking sums long tasks' time over 50 ms from navigation start to 1 s after load; " +
      'a return visit comes from another page of the site, its scripts and stylesheet cached:',
  );
  console.table(
    report.pages.map(({ name, ours, stock, ratios }) => ({
      page: name,
      'FCP ms': pair(ours.paint.fcpMs, stock.paint.fcpMs, ratios.inPageFcp),
      'LCP ms': pair(ours.paint.lcpMs, stock.paint.lcpMs, ratios.inPageLcp),
      'LCP element': pair(ours.paint.lcpElements.join(' '), stock.paint.lcpElements.join(' ')),
      'HTML / CSS end ms': pair(
        `${ours.paint.htmlEndMs} ${ours.paint.cssEndMs || '–'}`,
        `${stock.paint.htmlEndMs} ${stock.paint.cssEndMs || '–'}`,
      ),
      'return visit LCP ms': pair(ours.returnPaint.lcpMs, stock.returnPaint.lcpMs, ratios.returnLcp),
      'blocking ms': pair(ours.paint.blockingMs, stock.paint.blockingMs, ratios.throttledBlocking),
    })),
  );

  console.log(
    `\nIn the page at ${longTasks.cpuSlowdown}× CPU slowdown, long tasks from navigation start to 3 s ` +
      `after load, median of ${longTasks.runs} runs each (this site / stock, ratio):`,
  );
  console.table(
    report.pages.map(({ name, ours, stock, ratios }) => ({
      page: name,
      'blocking ms': pair(ours.longTasks.blockingMs, stock.longTasks.blockingMs, ratios.inPageBlocking),
      'long-task ms': pair(ours.longTasks.longTaskMs, stock.longTasks.longTaskMs, ratios.inPageLongTasks),
      'long tasks': pair(ours.longTasks.longTasks, stock.longTasks.longTasks),
      'load ms': pair(ours.longTasks.loadMs, stock.longTasks.loadMs),
    })),
  );
}

export function printScale(report) {
  console.log(
    `\nScale ${report.scale}×: ${report.generatedAreas} generated areas beside the reference's ` +
      `${report.referencePages} pages; stock with ${report.pageCounts.stockGenerated} generated pages (this site / stock):`,
  );
  console.log(`pages (HTML files): ${pair(report.pageCounts.ours, report.pageCounts.stock)}`);
  if (report.ours?.build && report.stock?.build) {
    const { ours, stock } = { ours: report.ours.build, stock: report.stock.build };
    console.log(
      `clean build: ${pair(ours.seconds.toFixed(1), stock.seconds.toFixed(1))} s ` +
        `(${(ours.seconds / stock.seconds).toFixed(2)}×), peak memory of the process tree ` +
        `${pair(ours.peakMegabytes, stock.peakMegabytes)} MB (${(ours.peakMegabytes / stock.peakMegabytes).toFixed(2)}×)`,
    );
  }
  const { index, firstQuery } = report.search;
  console.log(
    `search: index ${kb(index.bytes)} KB on disk; first query on the wire: ` +
      firstQuery.runs.map(({ query, bytes }) => `"${query}" ${kb(bytes)} KB`).join(', '),
  );
  console.log(mcpLine(report.mcp));
  console.log('First visit, scripts up to the load event, KB of 1000 bytes gzip, median [range when it varied]:');
  console.table(
    report.pages.map(({ name, path: ourPath, stockPath, ours, stock }) => ({
      page: name,
      'this site': `${jsGzip(ours)} (${sitePath(ourSite.baseUrl, ourPath)})`,
      stock: `${jsGzip(stock)} (${sitePath(STOCK_BASE_URL, stockPath)})`,
    })),
  );
}

/** Writes `report` to bench-results/`file`. */
export function writeReport(file, report) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to bench-results/${file}`);
}
