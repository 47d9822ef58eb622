// `npm run bench`: builds this site and a stock Docusaurus 3.9.2 site, measures both side by side
// per page type — first-visit bytes, Lighthouse (mobile), long tasks in the page at 4× CPU
// slowdown, paints in the page with the network and CPU throttled — and this site's build time and memory, search,
// navigation and the assistants' server (mcp/); prints the tables,
// writes bench-results/latest.json and exits non-zero when a budget is missed.
// Options: see scripts/bench/options.mjs.
// `--scale=N` runs the scale mode instead (scripts/bench/scale.mjs), written to
// bench-results/scale-N.json.
import os from 'node:os';
import { checkBudgets, mcpBudgetsMissed } from './bench/budgets.mjs';
import { runComparison } from './bench/compare.mjs';
import { SCALE } from './bench/options.mjs';
import { printComparison, printScale, writeReport } from './bench/report.mjs';
import { runScale } from './bench/scale.mjs';

async function scaleMode() {
  const report = { date: new Date().toISOString(), ...(await runScale(SCALE)) };
  printScale(report);
  report.budgetsMissed = mcpBudgetsMissed(report.mcp, ` at ${SCALE}×`);
  writeReport(`scale-${SCALE}.json`, report);
  if (report.budgetsMissed.length) {
    console.log(`\nBudgets missed:\n- ${report.budgetsMissed.join('\n- ')}`);
    process.exitCode = 1;
  }
}

async function standardMode() {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverageBefore: os.loadavg(),
  };
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
}

await (SCALE > 1 ? scaleMode() : standardMode());
