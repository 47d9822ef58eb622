// `npm run bench`: builds this site and a stock Docusaurus 3.9.2 site, measures both side by side
// per page type — first-visit bytes, Lighthouse (mobile), long tasks in the page at 4× CPU
// slowdown — and this site's build time and memory, search and navigation; prints the tables,
// writes bench-results/latest.json and exits non-zero when a budget is missed.
// Options (scripts/bench/options.mjs): --builds=N (default 3; 0 measures the existing builds),
// --lighthouse-runs=N (default 3), --page-runs=N (default 3), --port=N (default 4300).
import os from 'node:os';
import { checkBudgets } from './bench/budgets.mjs';
import { runComparison } from './bench/compare.mjs';
import { printComparison, writeReport } from './bench/report.mjs';

const report = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverageBefore: os.loadavg() };
Object.assign(report, await runComparison());
report.loadAverageAfter = os.loadavg();
const { missed, known } = checkBudgets(report);
report.budgetsMissed = missed;
report.budgetsKnownMissed = known;

printComparison(report);
writeReport('latest.json', report);
if (known.length) console.log(`\nKnown and accepted (reported, not failed):\n- ${known.join('\n- ')}`);
if (missed.length) {
  console.log(`\nBudgets missed:\n- ${missed.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
