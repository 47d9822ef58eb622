/**
 * Spec §7–§8: when browser storage fails, the site logs a console warning and carries on without
 * it. Docusaurus 3.9.2 does so only when reading `window.localStorage` itself throws; a storage whose
 * reads or writes throw gets a console error at every use instead. This runs inline in each page's
 * <head>, before any bundle, and makes a storage that fails a write-read probe look unavailable.
 * It must stay self-contained: it is stringified.
 */
export function hideFailingLocalStorage(window: Window): void {
  try {
    const probe = 'docusaurus.storage-probe';
    window.localStorage.setItem(probe, probe);
    window.localStorage.getItem(probe);
    window.localStorage.removeItem(probe);
  } catch (error) {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw error;
      },
    });
  }
}
