// Runs a task when the browser is next idle (or soon, where it cannot tell): for work a page can
// defer, route prefetching (src/routing/routePrefetch.ts) and the search warm-up
// (src/search/prewarm.ts).
export function whenIdle(task: () => void): void {
  (window.requestIdleCallback ?? setTimeout)(task);
}
