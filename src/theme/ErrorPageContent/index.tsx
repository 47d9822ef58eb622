// Wrapped because every docs page renders inside one Layout, whose error boundary would keep showing
// a crash after the reader follows a link away from the crashed page: leaving its path tries again,
// which renders the new page. The tab is titled after the crash too, not the lost page. The
// error message takes a red that contrasts enough (styles.module.css).
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const crashedAt = useRef(pathname);
  const { tryAgain } = props;
  useEffect(() => {
    if (pathname !== crashedAt.current) tryAgain();
  }, [pathname, tryAgain]);
  return (
    <>
      <PageMetadata title="This page crashed" />
      <div className={styles.pageCrashed}>
        <ErrorPageContent {...props} />
      </div>
    </>
  );
}
