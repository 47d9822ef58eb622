// Spec §2.3: nothing is prefetched on a 2G-type connection or with data-saver on. Route
// prefetching and preloading (src/routing/routePrefetch.ts) ask here.
type Connection = { effectiveType?: string; saveData?: boolean };

export function onConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}
