// Runs a task when the browser is next idle (or soon, where it cannot tell): for work a page can
// defer, such as route prefetching (src/routing/routePrefetch.ts).
export function whenIdle(task: () => void): void {
  (window.requestIdleCallback ?? setTimeout)(task);
}

// The same, once the page's load event has fired: the browser is often idle before it, while the
// page's own files are still on their way, and work started then would delay it.
export function whenLoadedAndIdle(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}
