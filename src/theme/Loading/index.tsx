// Wrapped:
// - After a first visit whose code failed to load (src/pageShell/firstVisitFailure.ts), Retry loads
//   the page again, whole, unless the browser is offline, where a reload would show only the
//   browser's error page: each route level (docs root, version, sidebar, page) keeps its own failed
//   load, and the fallback's Retry would bring back one level a click.
// - The error is the site's load-failure box (an Infima danger alert, src/pageShell/LoadFailure.tsx),
//   headed as the page, with a full-size Retry button, in both colour modes (the fallback's own box
//   is white on #fa383e, 3.7:1, under WCAG's 4.5:1), and the tab is titled after it, not after the
//   page that did not load. The loading state is the fallback's own.
import { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type { WrapperProps } from '@docusaurus/types';
import LoadFailure from '@site/src/pageShell/LoadFailure';
import { firstVisitLoadFailed } from '@site/src/pageShell/firstVisitFailure';
import { useSiteTitle } from '@site/src/pageShell/pageTitle';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  const failureTitle = useSiteTitle('This page could not be loaded');
  const retry = () => (firstVisitLoadFailed() && navigator.onLine ? window.location.reload() : props.retry());
  if (!props.error) return <Loading {...props} retry={retry} />;
  return (
    <LoadFailure className={styles.loadFailure} onRetry={retry}>
      <Head>
        <title>{failureTitle}</title>
      </Head>
      <h1>This page could not be loaded</h1>
      <p>{String(props.error)}</p>
    </LoadFailure>
  );
}
