// Wrapped so that the desktop table of contents is a navigation landmark named "On this page", as
// the phone's button is, which screen-reader users can jump to as they do to the sidebar.
import { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.tocLandmark}
      aria-label={translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' })}
    >
      <TOC {...props} />
    </nav>
  );
}
