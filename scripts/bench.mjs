// `npm run bench`: builds this site and a stock Docusaurus 3.9.2 site, measures both side by side
// per page type — first-visit bytes, Lighthouse (mobile), long tasks in the page at 4× CPU
// slowdown, paints in the page with the network and CPU throttled — and this site's build time and memory, search,
// navigation and the assistants' server (mcp/); prints the tables,
// writes bench-results/latest.json and exits non-zero when a budget is missed.
// Options: see scripts/bench/options.mjs.
// `--scale=N` runs the scale mode instead (scripts/bench/scale.mjs), written to
// bench-results/scale-N.json; `--repeat-build` the repeat-build mode (scripts/bench/repeat-build.mjs),
// written to bench-results/repeat-build.json.
import os from 'node:os';
import { checkBudgets, checkRepeatBuild, mcpBudgetsMissed } from './bench/budgets.mjs';
import { runComparison } from './bench/compare.mjs';
import { REPEAT_BUILD, SCALE } from './bench/options.mjs';
import { runRepeatBuild } from './bench/repeat-build.mjs';
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

async function repeatBuildMode() {
  const report = { date: new Date().toISOString(), loadAverageBefore: os.loadavg(), ...(await runRepeatBuild()) };
  report.loadAverageAfter = os.loadavg();
  writeReport('repeat-build.json', report);
  console.log(
    `\nOne page edited: ${report.editedSeconds.toFixed(1)} s, ${report.editedToClean}× the clean build's ` +
      `${report.cleanSeconds.toFixed(1)} s; edit undone: ${report.undoneSeconds.toFixed(1)} s, ` +
      `${report.undoneDifferences.length} files differing from the clean build`,
  );
  const missed = checkRepeatBuild(report);
  if (missed.length) {
    console.log(`\nBudgets missed:\n- ${missed.join('\n- ')}`);
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

await (REPEAT_BUILD ? repeatBuildMode() : SCALE > 1 ? scaleMode() : standardMode());
