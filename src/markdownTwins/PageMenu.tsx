import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The open menu of the page's actions (CopyPage.tsx), as WAI-ARIA's menu button pattern has it: it
 * focuses its `first` item (-1: the last); Arrow Down and Arrow Up move round its items, Home and
 * End to the first and last; Escape and a choice close it and focus the button, Tab too and moves
 * on from there, a click elsewhere closes it. Loaded when the reader first opens the menu.
 */
export default function PageMenu({
  first,
  copy,
  close,
  children,
}: {
  first: number;
  copy: () => void;
  /** Closes the menu, focusing its button if asked. */
  close: (focusButton: boolean) => void;
  /** The menu's links, each a menu item. */
  children: ReactNode;
}): ReactNode {
  const menu = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menu.current!.children) as HTMLElement[];
  useEffect(() => {
    items().at(first)!.focus();
  }, [first]);
  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(event.target as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') close(true);
    if (to === undefined) return;
    event.preventDefault();
    all.at(to % all.length)!.focus();
  };
  return (
    <div
      role="menu"
      tabIndex={-1}
      ref={menu}
      onKeyDown={onKeyDown}
      onClick={() => close(true)}
      // Focus leaving for the button is not a click elsewhere: the button's click closes the menu.
      onBlur={(event) => menu.current!.parentNode!.contains(event.relatedTarget) || close(false)}
    >
      <button type="button" role="menuitem" tabIndex={-1} onClick={copy}>
        Copy page
      </button>
      {children}
    </div>
  );
}
