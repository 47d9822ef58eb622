// Why: the stock mobile menu lets Tab wander to the page behind it; this wrapper makes the open
// menu a modal dialog that keeps focus inside (also when it switches to the main menu), closes it
// on Escape and gives focus back to the menu button. It reads the open state from the navbar's
// class so that it does not depend on theme-common's context.
import { useEffect, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof MobileSidebarType>;

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.closest('[inert]') === null && element.getClientRects().length > 0,
  );
}

function trapFocusInMobileMenu(navbar: HTMLElement): () => void {
  const isOpen = () => navbar.classList.contains('navbar-sidebar--show');
  const panel = () => navbar.querySelector<HTMLElement>('.navbar-sidebar');
  let wasOpen = isOpen();
  const observer = new MutationObserver(() => {
    if (isOpen() === wasOpen) {
      // "← Back to main menu" makes the docs menu, and the button itself, inert: focus goes to
      // the first item of the menu now shown instead of being lost.
      const active = document.activeElement;
      if (wasOpen && (active === document.body || active?.closest('[inert]'))) {
        const shownMenu = navbar.querySelector<HTMLElement>('.navbar-sidebar__item:not([inert])');
        if (shownMenu) focusableIn(shownMenu)[0]?.focus();
      }
      return;
    }
    wasOpen = isOpen();
    const openPanel = wasOpen ? panel() : null;
    // Modal while open, as the focus trap and the scroll lock make it: assistive technology then
    // keeps to the menu too.
    openPanel?.setAttribute('role', 'dialog');
    openPanel?.setAttribute('aria-modal', 'true');
    openPanel?.setAttribute('aria-label', 'Menu');
    const target = openPanel ? focusableIn(openPanel)[0] : navbar.querySelector<HTMLElement>('.navbar__toggle');
    target?.focus();
  });
  observer.observe(navbar, { attributes: true, attributeFilter: ['class', 'inert'], subtree: true });

  const onKeyDown = (event: KeyboardEvent) => {
    const openPanel = isOpen() ? panel() : null;
    if (openPanel === null) {
      return;
    }
    if (event.key === 'Escape') {
      openPanel.querySelector<HTMLElement>('.navbar-sidebar__close')?.click();
      return;
    }
    if (event.key !== 'Tab') {
      return;
    }
    const focusable = focusableIn(openPanel);
    const active = document.activeElement;
    const outside = !openPanel.contains(active);
    const leavesBackwards = event.shiftKey && (outside || active === focusable[0]);
    const leavesForwards = !event.shiftKey && (outside || active === focusable[focusable.length - 1]);
    if (leavesBackwards || leavesForwards) {
      event.preventDefault();
      focusable.at(leavesBackwards ? -1 : 0)?.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);

  return () => {
    observer.disconnect();
    document.removeEventListener('keydown', onKeyDown);
  };
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const navbar = document.querySelector<HTMLElement>('nav.navbar');
    return navbar === null ? undefined : trapFocusInMobileMenu(navbar);
  }, []);
  return <MobileSidebar {...props} />;
}
