import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { createStorageSlot, useThemeConfig } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Why: in Docusaurus 3.9.2 a bar with a new id stays hidden on the first visit after an older bar
// was closed (spec §4 wants it shown): the theme's inline script hides it by CSS before React resets
// the dismissal, and nothing lifts that CSS flag until the next page load.
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';
const viewedIdStorage = createStorageSlot('docusaurus.announcement.id');

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { announcementBar } = useThemeConfig();
  useEffect(() => {
    // Runs before the provider's own effect, which then stores the new id and resets the dismissal.
    if (announcementBar && viewedIdStorage.get() !== announcementBar.id) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [announcementBar]);
  return <AnnouncementBar {...props} />;
}
