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
  if (report.buildWithoutCriticalCss) lines.push(buildLine('Without critical CSS', report.buildWithoutCriticalCss));
  const navigationLine = (navigation) =>
    `median ${navigation.medianMs} ms, p95 ${navigation.p95Ms} ms over ${navigation.samples} runs`;
  lines.push(
    `Client-side navigation Introduction ↔ Getting started (prefetched), click → heading painted: ` +
      navigationLine(report.navigation) +
      (report.navigationWithoutCriticalCss
        ? `; without critical CSS ${navigationLine(report.navigationWithoutCriticalCss)}`
        : ''),
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
      'after load gzip': pair(kb(ours.firstVisit.afterLoad.gzip), kb(stock.firstVisit.afterLoad.gzip)),
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
      perf: pair(ours.lighthouse.performance, stock.lighthouse.performance),
      a11y: pair(ours.lighthouse.accessibility, stock.lighthouse.accessibility),
      bp: pair(ours.lighthouse.bestPractices, stock.lighthouse.bestPractices),
      seo: pair(ours.lighthouse.seo, stock.lighthouse.seo),
      CLS: pair(ours.lighthouse.cls, stock.lighthouse.cls),
      'CPU index': pair(ours.lighthouse.benchmarkIndex, stock.lighthouse.benchmarkIndex),
    })),
  );

  console.log(
    `\nLCP in each Lighthouse round of ${report.pages[0].ours.lighthouse.runs / report.pages[0].ours.lighthouse.rounds.length} ` +
      'runs (median ms, this site / stock, ratio); then the same without critical CSS:',
  );
  console.table(
    report.pages.map(({ name, ours, stock, ratios, beforeCriticalCss }) =>
      Object.fromEntries([
        ['page', name],
        ...ours.lighthouse.rounds.map((lcpMs, round) => [
          `round ${round + 1}`,
          pair(lcpMs, stock.lighthouse.rounds[round], ratios.lcpRounds[round]),
        ]),
        ...(beforeCriticalCss?.lighthouseRounds ?? []).map((lcpMs, round) => [
          `before, round ${round + 1}`,
          pair(lcpMs, stock.lighthouse.rounds[round], beforeCriticalCss.ratios.lcpRounds[round]),
        ]),
      ]),
    ),
  );
  if (report.pages[0].beforeCriticalCss) {
    console.log('\nBefore and after the critical CSS: HTML per page on a first visit (KB of 1000 bytes, raw / gzip):');
    console.table(
      report.pages.map(({ name, ours, beforeCriticalCss: before }) => ({
        page: name,
        before: `${kb(before.html.raw)} / ${kb(before.html.gzip)}`,
        after: `${kb(ours.firstVisit.html.raw)} / ${kb(ours.firstVisit.html.gzip)}`,
        'gzip added': kb(ours.firstVisit.html.gzip - before.html.gzip),
        'in-page FCP ms before → after (× stock)': `${before.paint.fcpMs} (${before.ratios.inPageFcp}×) → ${ours.paint.fcpMs}`,
        'in-page LCP ms before → after (× stock)': `${before.paint.lcpMs} (${before.ratios.inPageLcp}×) → ${ours.paint.lcpMs}`,
        'Lighthouse TBT ms before → after (× stock)': `${before.lighthouseTbtMs} (${before.ratios.tbt}×) → ${ours.lighthouse.tbtMs}`,
        'throttled blocking ms before → after (× stock)': `${before.paint.blockingMs} (${before.ratios.throttledBlocking}×) → ${ours.paint.blockingMs}`,
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
