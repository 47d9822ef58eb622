// Wrapped so that a link in a dropdown of the mobile menu gets the 12 px external-link icon of
// dropdowns (spec §9), as on desktop: the stock component drops the item's dropdown flag.
import { type ReactNode } from 'react';
import DefaultNavbarItemMobile from '@theme-original/NavbarItem/DefaultNavbarItem/Mobile';
import type DefaultNavbarItemMobileType from '@theme/NavbarItem/DefaultNavbarItem/Mobile';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DefaultNavbarItemMobileType>;

export default function DefaultNavbarItemMobileWrapper(props: Props): ReactNode {
  return <DefaultNavbarItemMobile {...props} isDropdownLink={props.isDropdownItem} />;
}
