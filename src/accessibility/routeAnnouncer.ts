// After a client-side navigation, a status region reads the new page's title to screen readers, as
// a full page load does: Docusaurus itself only moves focus to the top of the page, to an element
// with no name. It is made once, at start-up, so that its first
// message is read too.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

const announcer = ExecutionEnvironment.canUseDOM ? document.createElement('div') : undefined;
if (announcer) {
  announcer.className = 'route-announcer visually-hidden';
  announcer.setAttribute('role', 'status');
  document.body.append(announcer);
}

const routeAnnouncer: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!announcer || !previousLocation || location.pathname === previousLocation.pathname) return;
    // The new page's <title> is written just after the route update, in the next frame.
    window.requestAnimationFrame(() => window.setTimeout(() => (announcer.textContent = document.title)));
  },
};

export default routeAnnouncer;
