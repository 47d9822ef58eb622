import { createStorageSlot } from '@docusaurus/theme-common';

/** The reader's choice, kept across visits: 'on' once the site is saved for reading offline. */
export const readOfflineChoice = createStorageSlot('mutate.readOffline');
