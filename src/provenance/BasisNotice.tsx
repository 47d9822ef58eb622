import type { ReactNode } from 'react';
import styles from './BasisNotice.module.css';

/**
 * The notice at the top of a hand-written page that shows APIs not checked against the library
 * (remarkBasisNotice.ts writes its words). A note, not a landmark: it belongs to the article.
 */
export default function BasisNotice({ children }: { children?: ReactNode }): ReactNode {
  return (
    <p role="note" className={styles.notice} data-basis-notice="">
      {children}
    </p>
  );
}
