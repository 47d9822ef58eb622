// Scale mode (--scale=N): this site's reference made N times today's size with generated areas
// (scaled-library.mjs), built with MUTATE_API_ROOT, beside the stock site with as many pages
// (generated Markdown pages); pages, a clean build's time and peak memory of its process tree, and
// first-visit JS per page type, a page of a generated area included. Builds go to
// bench-results/scale-N/; --builds=0 measures the builds already there.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_FOLDER } from '../../src/shared/siteLayout.mjs';
import { countHtmlFiles } from './build.mjs';
import { PAGE_TYPES, buildSite } from './compare.mjs';
import { BUILDS, PAGE_RUNS, resultsDir } from './options.mjs';
import { measureMcp } from './mcp.mjs';
import { medianFirstVisit } from './page-weight.mjs';
import { measureFirstQueries, searchIndexSize } from './search.mjs';
import { PAGES_PER_AREA, areaModule, areaName, writeScaledLibrary } from './scaled-library.mjs';
import { hasBuild, ourSite, pageUrl, stockSite, withSites } from './sites.mjs';
import { ensureStockSite, generatedPagePath, removeGeneratedPages, writeGeneratedPages } from './stock-site.mjs';

/** Builds (unless --builds=0) and measures both sites at `scale` times today's reference. */
export async function runScale(scale) {
  ensureStockSite();
  if (!hasBuild(ourSite.buildDir)) throw new Error('Scale mode sizes the reference from build/api/: build first.');
  const referencePages = countHtmlFiles(path.join(ourSite.buildDir, REFERENCE_FOLDER));
  const areas = Math.round(((scale - 1) * referencePages) / PAGES_PER_AREA);
  const scaleDir = path.join(resultsDir, `scale-${scale}`);
  const ours = { ...ourSite, buildDir: path.join(scaleDir, 'build') };
  const stock = { ...stockSite, buildDir: path.join(scaleDir, 'stock-build') };
  if (!hasBuild(stockSite.buildDir)) await buildSite(stockSite, 1);
  const stockOwnPages = countHtmlFiles(stockSite.buildDir);

  const report = { scale, referencePages, generatedAreas: areas };
  if (BUILDS > 0) {
    const libraryRoot = writeScaledLibrary(areas);
    try {
      report.ours = {
        build: await buildSite(ourSite, 1, { outDir: ours.buildDir, env: { MUTATE_API_ROOT: libraryRoot } }),
      };
    } finally {
      rmSync(libraryRoot, { recursive: true, force: true });
    }
  }
  const ourPages = countHtmlFiles(ours.buildDir);
  const generatedPages = Math.max(0, ourPages - stockOwnPages);
  if (BUILDS > 0) {
    writeGeneratedPages(generatedPages);
    try {
      report.stock = { build: await buildSite(stockSite, 1, { outDir: stock.buildDir }) };
    } finally {
      removeGeneratedPages();
    }
  }
  report.pageCounts = { ours: ourPages, stock: countHtmlFiles(stock.buildDir), stockGenerated: generatedPages };

  // The page types, and a page in the middle of each half of the generated areas (side by side, and
  // nested in one folder), beside a page in the middle of stock's generated pages.
  const generatedAreaPage = (name, index) => ({
    name,
    path: `${REFERENCE_FOLDER}/${areaModule(index, areas)}/classes/${areaName(index)}`,
    stockPath: generatedPagePath(Math.ceil(generatedPages / 2)),
  });
  const pages = [
    ...PAGE_TYPES,
    generatedAreaPage('generated area page, side by side', Math.ceil(areas / 4)),
    generatedAreaPage('generated area page, nested', Math.ceil((areas * 3) / 4)),
  ];
  report.pages = await withSites([ours, stock], async (browser) => {
    const measured = [];
    for (const page of pages) {
      measured.push({
        ...page,
        ours: await medianFirstVisit(browser, pageUrl(ours, page.path), PAGE_RUNS),
        stock: await medianFirstVisit(browser, pageUrl(stock, page.stockPath), PAGE_RUNS),
      });
    }
    // A first query costs what it does at 1×: Pagefind fetches only the index chunks it needs.
    report.search = {
      index: searchIndexSize(ours.buildDir),
      firstQuery: await measureFirstQueries(browser, pageUrl(ours, ''), ours.buildDir),
    };
    return measured;
  });
  report.mcp = await measureMcp(ours.buildDir);
  return report;
}
