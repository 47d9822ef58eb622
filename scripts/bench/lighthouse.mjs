// Lighthouse, mobile defaults (simulated 4× CPU and slow 4G), in Debian's Chromium: one run per call,
// and the medians of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../chromium.mjs';
import { median } from './options.mjs';

/** `notFound`: the page answers 404, as a not-found page must; it is audited all the same. */
export async function runLighthouse(url, { notFound = false } = {}) {
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
      // Main-thread work by category (script evaluation, style and layout, parsing…), in ms.
      mainThread: Object.fromEntries(
        (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [item.group, item.duration]),
      ),
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

/** The median of each main-thread category over `runs`, and of their total, whole ms. */
function mainThreadMedians(runs) {
  const groups = [...new Set(runs.flatMap((run) => Object.keys(run.mainThread)))];
  const byGroup = Object.fromEntries(
    groups.map((group) => [group, Math.round(median(runs.map((run) => run.mainThread[group] ?? 0)))]),
  );
  const total = Math.round(
    median(runs.map((run) => Object.values(run.mainThread).reduce((sum, duration) => sum + duration, 0))),
  );
  return { total, ...byGroup };
}

/** Medians of runs' figures; the best and lowest performance scores, and every audit that failed once. */
export function summarizeLighthouse(runs) {
  const metric = (name) => median(runs.map((run) => run[name]));
  return {
    runs: runs.length,
    performance: metric('performance'),
    bestPerformance: Math.max(...runs.map((run) => run.performance)),
    lowestPerformance: Math.min(...runs.map((run) => run.performance)),
    accessibility: metric('accessibility'),
    bestPractices: metric('bestPractices'),
    seo: metric('seo'),
    lcpMs: Math.round(metric('lcpMs')),
    tbtMs: Math.round(metric('tbtMs')),
    mainThread: mainThreadMedians(runs),
    cls: Math.round(metric('cls') * 1000) / 1000,
    benchmarkIndex: Math.round(metric('benchmarkIndex')),
    failingAudits: [...new Set(runs.flatMap((run) => run.failing))],
  };
}
