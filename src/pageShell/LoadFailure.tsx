// The load-failure box: what could not load, and a Retry button that loads it again. Spec §2.3 and
// §8 show it where a page's code fails to load (src/theme/Loading); the parts of a page that load
// their code when used (search, Read offline, the live code editor) show it too, so that none of
// them fails with nothing to see.
import type { ReactNode } from 'react';
import clsx from 'clsx';

/** "`what` could not load: `why`." Without `why`, why as the browser knows it: offline, or not. */
export function notLoadedText(what: string, why?: string): string {
  return `${what} could not load: ${why ?? (navigator.onLine ? 'its files could not be fetched' : 'you are offline')}.`;
}

/** An alert holding `children` (what failed) and a Retry button that calls `onRetry`. */
export default function LoadFailure({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}): ReactNode {
  return (
    <div role="alert" className={clsx('alert alert--danger', className)}>
      {children}
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
