/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected (a wrapper cannot reach the open state): Escape closes the dropdown, also one open under
// the pointer, until the pointer leaves it, and takes focus back to its button (WCAG 1.4.13); Space
// opens it as Enter does, as a button's key should (stock: Enter only, Space scrolled the page);
// the button's aria-expanded also says when the menu shows under the pointer, mouse or a tap's
// lasting hover (stock: only when opened from the keyboard); and the button claims no aria-current.
import { useState, useRef, useEffect, type ReactNode } from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick: _onClick, // not passed on: the desktop dropdown's button opens the menu
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  // Closed with Escape while under the pointer: not shown on hover until the pointer leaves.
  const [dismissed, setDismissed] = useState(false);
  // Under the pointer, where the menu shows on hover (CSS) unless dismissed.
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) {
        return;
      }
      setShowDropdown(false);
    };

    // Wherever the focus is: a menu open under the pointer must close without moving it.
    const handleEscape = (event: KeyboardEvent) => {
      const dropdown = dropdownRef.current;
      if (event.key !== 'Escape' || !dropdown) {
        return;
      }
      const hovered = dropdown.matches(':hover');
      const focusedInside = dropdown.contains(document.activeElement);
      if (!hovered && !focusedInside) {
        return;
      }
      setShowDropdown(false);
      setDismissed(hovered);
      if (focusedInside) {
        dropdown.querySelector<HTMLElement>('.navbar__link')?.focus();
      }
    };

    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);
    document.addEventListener('keydown', handleEscape);

    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
      document.removeEventListener('keydown', handleEscape);
    };
  }, [dropdownRef]);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--hoverable': !dismissed,
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
      onPointerEnter={() => setHovered(true)}
      // A mouse event, not pointerleave: a touch pointer leaves as the finger lifts, while the
      // tap's hover, and the menu with it, lasts until the next tap elsewhere.
      onMouseLeave={() => {
        setDismissed(false);
        setHovered(false);
      }}
    >
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown || (hovered && !dismissed)}
        role="button"
        // A button that opens the menu, not the current page's link, which the menu's entry is (stock:
        // aria-current="page" when one of its items is active).
        aria-current={false}
        // # hash permits to make the <a> tag focusable in case no link target
        // See https://github.com/facebook/docusaurus/pull/6003
        // There's probably a better solution though...
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
            setDismissed(false);
          }
        }}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}
