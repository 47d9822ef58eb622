// In-page main-thread measure, as a reader's browser sees it without Lighthouse: the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), long tasks read by a `longtask` PerformanceObserver the page
// gets before its own scripts, from navigation start to SETTLE_MS after the load event. Blocking
// time sums each task's part over 50 ms, as TBT does; long-task time sums whole tasks.
import { medians } from './options.mjs';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3000;

/** An init script: records the page's long tasks in `window.benchLongTasks`, before its own scripts run. */
export function recordLongTasks() {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Blocking time of `tasks`, as TBT counts it: each task's part over 50 ms. */
export const blockingMsOf = (tasks) => tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0);

/** One visit of `url` in a fresh context. @param {import('@playwright/test').Browser} browser */
export async function measureLongTasks(browser, url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await tab.addInitScript(recordLongTasks);
  await tab.goto(url, { waitUntil: 'load' });
  // A little longer than the window, so that the observer has reported its last tasks.
  await tab.waitForTimeout(SETTLE_MS + 500);
  const { tasks, loadMs } = await tab.evaluate(() => ({
    tasks: window.benchLongTasks,
    loadMs: performance.getEntriesByType('navigation')[0].loadEventEnd,
  }));
  await context.close();
  const inWindow = tasks.filter((task) => task.start <= loadMs + SETTLE_MS);
  return {
    blockingMs: blockingMsOf(inWindow),
    longTaskMs: inWindow.reduce((total, task) => total + task.duration, 0),
    longTasks: inWindow.length,
    loadMs,
  };
}

/** Medians of several visits' figures, whole milliseconds. */
export function summarizeLongTasks(runs) {
  return {
    runs: runs.length,
    cpuSlowdown: CPU_SLOWDOWN,
    ...medians(runs, ['blockingMs', 'longTaskMs', 'longTasks', 'loadMs']),
  };
}
