// "Read offline", in the footer of every page (src/theme/Footer/Copyright). All a first visit loads
// of it: a stand-in for the control's button. The control (ReadOfflineControl.tsx) and its work
// (offlineClient.ts) are a chunk loaded when the reader presses it, or at once if the reader saved
// the site before; if the chunk cannot load, the load-failure box says so, and its Retry loads it again.
// Shown only where JavaScript runs and service workers exist.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LoadFailure, { notLoadedText } from '../pageShell/LoadFailure';
import { readOfflineChoice } from './readOfflineChoice';
import styles from './ReadOffline.module.css';

type Control = ComponentType<{ confirmNow: boolean }>;

const loadControl = () => import(/* webpackChunkName: "read-offline" */ './ReadOfflineControl');

export default function ReadOffline(): ReactNode {
  const isBrowser = useIsBrowser();
  const button = useRef<HTMLButtonElement>(null);
  const [control, setControl] = useState<{ Control: Control; confirmNow: boolean }>();
  // Whether the control was asked for now (a retry asks again the same way), once its chunk failed.
  const [failed, setFailed] = useState<{ confirmNow: boolean }>();
  const show = (confirmNow: boolean) =>
    loadControl().then(
      ({ default: Control }) => setControl({ Control, confirmNow }),
      (error: unknown) => {
        console.warn('The Read offline control could not load.', error);
        setFailed({ confirmNow });
      },
    );

  useEffect(() => {
    if (readOfflineChoice.get() === 'on') void show(false);
  }, []);

  if (!isBrowser || !('serviceWorker' in navigator)) return null;
  if (control) return <control.Control confirmNow={control.confirmNow} />;
  return (
    <div className={styles.control}>
      <button
        ref={button}
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={readOfflineChoice.get() === 'on'}
        onClick={() => void show(true)}
      >
        Read offline
      </button>
      {failed && (
        <LoadFailure
          className={styles.status}
          onRetry={() => {
            // The box goes while the chunk loads again (and comes back, announced, if it fails).
            setFailed(undefined);
            button.current?.focus();
            void show(failed.confirmNow);
          }}
        >
          <p>{notLoadedText('Read offline')}</p>
        </LoadFailure>
      )}
    </div>
  );
}
