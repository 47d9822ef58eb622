// "Read offline", in the footer of every page (src/theme/Footer/Copyright). All a first visit loads
// of it: a stand-in for the control's button. The control (ReadOfflineControl.tsx) and its work
// (offlineClient.ts) are a chunk loaded when the reader presses it, or at once if the reader saved
// the site before. Shown only where JavaScript runs and service workers exist.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { readOfflineChoice } from './readOfflineChoice';
import styles from './ReadOffline.module.css';

type Control = ComponentType<{ confirmNow: boolean }>;

const loadControl = () => import(/* webpackChunkName: "read-offline" */ './ReadOfflineControl');

export default function ReadOffline(): ReactNode {
  const isBrowser = useIsBrowser();
  const [control, setControl] = useState<{ Control: Control; confirmNow: boolean }>();
  const show = (confirmNow: boolean) =>
    loadControl().then(
      ({ default: Control }) => setControl({ Control, confirmNow }),
      () => undefined,
    );

  useEffect(() => {
    if (readOfflineChoice.get() === 'on') void show(false);
  }, []);

  if (!isBrowser || !('serviceWorker' in navigator)) return null;
  if (control) return <control.Control confirmNow={control.confirmNow} />;
  return (
    <div className={styles.control}>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={readOfflineChoice.get() === 'on'}
        onClick={() => void show(true)}
      >
        Read offline
      </button>
    </div>
  );
}
