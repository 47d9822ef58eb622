// Why: spec §2.3 shows a spinner while the next page loads. Docusaurus keeps the current page on
// screen until the next one's code has arrived, with only the progress bar, whose own spinner
// §9 hides. This one appears with the bar, 200 ms into a route change, and goes once the new page
// is rendered (or the load-failure box is, see routeLoadFailure.ts).
import type { ClientModule } from '@docusaurus/types';
import styles from './navigationSpinner.module.css';

const delayMs = 200;
let spinner: HTMLElement | undefined;

function showSpinner(): void {
  if (!spinner) {
    spinner = document.createElement('div');
    spinner.className = styles.spinner;
    spinner.setAttribute('role', 'status');
  }
  document.body.append(spinner);
  // Set after the live region is in the page, so that screen readers announce it.
  spinner.textContent = 'Loading the page…';
}

const navigationSpinner: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(showSpinner, delayMs);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    spinner?.remove();
  },
};

export default navigationSpinner;
