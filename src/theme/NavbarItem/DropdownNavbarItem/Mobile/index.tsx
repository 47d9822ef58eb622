// Wrapped so that choosing a version in the mobile menu closes the menu, as every other link of it
// does: the stock component lets an item's own click handler (a version's saves the reader's
// preferred version, spec §4) replace the menu's, which closes it.
import React, { type ReactNode } from 'react';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type DropdownNavbarItemMobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DropdownNavbarItemMobileType>;

export default function DropdownNavbarItemMobileWrapper({ items, onClick, ...props }: Props): ReactNode {
  const itemsClosingTheMenu = items.map((item) =>
    item.onClick && onClick
      ? {
          ...item,
          onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
            item.onClick!(event);
            onClick(event);
          },
        }
      : item,
  );
  return <DropdownNavbarItemMobile {...props} items={itemsClosingTheMenu} onClick={onClick} />;
}
