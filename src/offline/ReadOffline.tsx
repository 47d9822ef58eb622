// The "Read offline" control, in the footer of every page (src/theme/Footer/Copyright): a toggle
// button that, once the reader confirms the stated size, saves the whole site and its search in
// the browser, with progress; pressed again, removes it. While on, it offers the new version
// after a deploy. Its work is in offlineClient.ts, loaded on first use: a reader who never asks
// loads only this component. Shown only where JavaScript runs and service workers exist.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { createStorageSlot } from '@docusaurus/theme-common';
import { formatMegabytes, type PrecacheSummary } from './precacheSummary';
import styles from './ReadOffline.module.css';

/** The reader's choice, kept across visits: 'on' once the site is saved. */
const choice = createStorageSlot('mutate.readOffline');

const loadClient = () => import(/* webpackChunkName: "read-offline" */ './offlineClient');

type State =
  | { step: 'off'; message: string }
  | { step: 'confirm'; summary: PrecacheSummary }
  | { step: 'saving'; summary: PrecacheSummary; bytes: number }
  | { step: 'on'; message: string };

function statusText(state: State): string {
  switch (state.step) {
    case 'confirm':
      return `Saving the docs and their search for reading offline takes ${formatMegabytes(state.summary.bytes)} (${state.summary.files.toLocaleString('en')} files) in this browser.`;
    case 'saving':
      return `Saving for offline reading: ${formatMegabytes(Math.min(state.bytes, state.summary.bytes))} of ${formatMegabytes(state.summary.bytes)}.`;
    default:
      return state.message;
  }
}

/** Announced when shown (the live region is there before it), and modal to nothing. */
function UpdatePrompt({ shown, onReload }: { shown: boolean; onReload: () => void }): ReactNode {
  return (
    <div role="status">
      {shown && (
        <div className={styles.updatePrompt}>
          A new version of these docs is available.{' '}
          <button type="button" className="button button--primary button--sm" onClick={onReload}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}

function ReadOfflineControl(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<State>(() =>
    choice.get() === 'on' ? { step: 'on', message: 'Available offline.' } : { step: 'off', message: '' },
  );
  const [newVersion, setNewVersion] = useState(false);
  const watching = useRef(false);

  // Once saved: confirm the worker is still there and offer each new deploy.
  useEffect(() => {
    if (state.step !== 'on' || watching.current) return;
    watching.current = true;
    void loadClient().then(async (client) => {
      if (!(await client.isSaved(baseUrl))) {
        choice.del();
        setState({ step: 'off', message: '' });
        return;
      }
      await client.watchForNewVersion(baseUrl, () => setNewVersion(true));
    });
  }, [state.step, baseUrl]);

  const failed = (message: string) => setState({ step: 'off', message });

  async function toggle() {
    if (state.step === 'saving') return;
    if (state.step === 'confirm') {
      setState({ step: 'off', message: '' });
      return;
    }
    if (state.step === 'on') {
      const client = await loadClient();
      choice.del();
      setState({ step: 'off', message: 'Offline copy removed.' });
      await client.removeOfflineCopy(baseUrl);
      return;
    }
    try {
      const client = await loadClient();
      setState({ step: 'confirm', summary: await client.fetchPrecacheSummary(baseUrl) });
    } catch {
      failed('Could not reach the docs to save them: try again when online.');
    }
  }

  async function save(summary: PrecacheSummary) {
    setState({ step: 'saving', summary, bytes: 0 });
    try {
      const client = await loadClient();
      await client.saveForOffline(baseUrl, (bytes) =>
        setState((current) => (current.step === 'saving' ? { ...current, bytes } : current)),
      );
      choice.set('on');
      watching.current = true;
      await client.watchForNewVersion(baseUrl, () => setNewVersion(true));
      setState({ step: 'on', message: 'Available offline.' });
    } catch {
      failed('Could not save the docs for offline reading. They still work online.');
    }
  }

  return (
    <>
      <div className={styles.control}>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-pressed={state.step === 'on'}
          onClick={() => void toggle()}
        >
          Read offline
        </button>
        {state.step === 'confirm' && (
          <>
            <button
              type="button"
              className="button button--primary button--sm"
              onClick={() => void save(state.summary)}
            >
              Save {formatMegabytes(state.summary.bytes)}
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setState({ step: 'off', message: '' })}
            >
              Cancel
            </button>
          </>
        )}
        {state.step === 'saving' && (
          <progress
            max={state.summary.bytes}
            value={Math.min(state.bytes, state.summary.bytes)}
            aria-label="Saving for offline reading"
          />
        )}
        <p role="status" className={styles.status}>
          {statusText(state)}
        </p>
      </div>
      {state.step === 'on' && (
        <UpdatePrompt
          shown={newVersion}
          onReload={() => void loadClient().then((client) => client.reloadToNewVersion(baseUrl))}
        />
      )}
    </>
  );
}

export default function ReadOffline(): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser || !('serviceWorker' in navigator)) return null;
  return <ReadOfflineControl />;
}
