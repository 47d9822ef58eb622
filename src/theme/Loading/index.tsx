// Wrapped: after a first visit whose code failed to load (src/clientModules/routeLoadFailure.ts),
// each route level (docs root, version, sidebar, page) kept its own failed load, and Retry brought
// back one level at a time: four clicks for a page. Retry now loads the page again, whole, unless
// the browser is offline, where a reload would only show the browser's error page.
import React, { type ReactNode } from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type { WrapperProps } from '@docusaurus/types';
import { firstVisitLoadFailed } from '../../clientModules/routeLoadFailure';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  const retry = () => (firstVisitLoadFailed() && navigator.onLine ? window.location.reload() : props.retry());
  return <Loading {...props} retry={retry} />;
}
