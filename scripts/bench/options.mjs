// The bench's command-line options, paths and shared helpers (statistics, units).
// Options: --builds=N (clean builds of this site, default 3; 0 measures the existing builds),
//          --lighthouse-rounds=N (default 3) of --lighthouse-runs=N (default 5) runs per page and
//          site, each round's median reported, --page-runs=N (first visits, in-page long-task
//          runs and throttled paint runs, first and return visits, per page, default 3),
//          --port=N (this site's server; stock's is N+2, the baseline's N+4, default 4300),
//          --pages=NAME,… (only these page types of tests/page-types.json), --baseline=FOLDER
//          (a build to measure beside both, such as an earlier commit's: see sites.mjs),
//          --scale=N (scale mode), --repeat-build (the repeat-build mode).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(siteDir, 'bench-results');

const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

export const BUILDS = option('builds', 3);
export const LIGHTHOUSE_ROUNDS = option('lighthouse-rounds', 3);
export const LIGHTHOUSE_RUNS = option('lighthouse-runs', 5);
export const PAGE_RUNS = option('page-runs', 3);
export const SCALE = option('scale', 1);
export const REPEAT_BUILD = process.argv.includes('--repeat-build');
export const PAGE_NAMES = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');
export const PORT = option('port', 4300);
export const BASELINE_BUILD = process.argv.find((arg) => arg.startsWith('--baseline='))?.slice('--baseline='.length);
// Stock's server skips N+1, the port end-to-end tests are told to use beside a bench's N.
export const STOCK_PORT = PORT + 2;
export const BASELINE_PORT = PORT + 4;
export const ORIGIN = `http://localhost:${PORT}`;
export const STOCK_ORIGIN = `http://localhost:${STOCK_PORT}`;
export const BASELINE_ORIGIN = `http://localhost:${BASELINE_PORT}`;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each named figure over several runs, in whole units. */
export const medians = (runs, names) =>
  Object.fromEntries(names.map((name) => [name, Math.round(median(runs.map((run) => run[name])))]));
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
/** KB of 1000 bytes with one decimal, the unit of the budgets. */
export const kb = (bytes) => Math.round(bytes / 100) / 10;
/** Ours over stock's, two decimals; a zero of stock's is met only by a zero of ours. */
export const ratio = (ours, stock) =>
  stock === 0 ? (ours === 0 ? 1 : Infinity) : Math.round((ours / stock) * 100) / 100;
