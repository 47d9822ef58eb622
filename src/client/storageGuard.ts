// Why: Docusaurus logs a warning and degrades when local storage cannot be reached, but logs an
// error on every read or write when storage exists and throws (a full quota, some privacy modes).
// Spec §7/§8 wants a warning only, so a storage that cannot store is treated as unavailable.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const probeKey = 'mutate-docs.storage-probe';

function hideStorageThatCannotStore(): void {
  try {
    window.localStorage.setItem(probeKey, probeKey);
    window.localStorage.removeItem(probeKey);
  } catch (error) {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw error;
      },
    });
  }
}

if (ExecutionEnvironment.canUseDOM) {
  hideStorageThatCannotStore();
}
