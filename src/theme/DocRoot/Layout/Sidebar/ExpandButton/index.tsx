// Wrapped for keyboard readers (WCAG 2.4.3, focus order). Stock, the button that collapses the
// sidebar disappears with it and focus falls back to the page's start, the expand button's focus
// is lost the same way when the sidebar comes back, and any key on it, Tab included, expands it.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import ExpandButton from '@theme-original/DocRoot/Layout/Sidebar/ExpandButton';
import type ExpandButtonType from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ExpandButtonType>;

/** Whether focus is nowhere in particular: it fell back to the page when its element went away. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

export default function ExpandButtonWrapper({ toggleSidebar }: Props): ReactNode {
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // Rendered inside the sidebar's viewport, next to the sidebar and its collapse button.
    const viewport = wrapper.current!.parentElement!;
    if (focusLost() || viewport.contains(document.activeElement))
      wrapper.current!.querySelector<HTMLElement>('[role="button"]')?.focus();
    const collapseLabel = translate({ id: 'theme.docs.sidebar.collapseButtonAriaLabel', message: 'Collapse sidebar' });
    return () => {
      if (focusLost()) viewport.querySelector<HTMLElement>(`button[aria-label="${collapseLabel}"]`)?.focus();
    };
  }, []);
  const activate = (event: KeyboardEvent | MouseEvent) => {
    if (event.type === 'keydown') {
      const { key } = event as KeyboardEvent;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault(); // Space would scroll the page too.
    }
    toggleSidebar();
  };
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <ExpandButton toggleSidebar={activate as () => void} />
    </span>
  );
}
