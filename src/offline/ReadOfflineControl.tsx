// The "Read offline" control itself, which ReadOffline.tsx loads when the reader first presses its
// button or has saved the site before: a toggle button that, once the reader confirms the stated
// size, saves the whole site and its search in the browser, with progress; pressed again, removes
// it. While on, it offers the new version after a deploy.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import * as client from './offlineClient';
import { formatMegabytes, type PrecacheSummary } from './precacheSummary';
import { readOfflineChoice as choice } from './readOfflineChoice';
import styles from './ReadOffline.module.css';

type State =
  | { step: 'off'; message: string }
  | { step: 'confirm'; summary: PrecacheSummary }
  // `bytes` is undefined where the browser cannot tell them (client.measuresProgress).
  | { step: 'saving'; summary: PrecacheSummary; bytes?: number }
  | { step: 'on'; message: string };

function statusText(state: State): string {
  switch (state.step) {
    case 'confirm':
      return `Saving the docs and their search for reading offline takes ${formatMegabytes(state.summary.bytes)} (${state.summary.files.toLocaleString('en')} files) in this browser.`;
    case 'saving':
      return state.bytes === undefined
        ? `Saving ${formatMegabytes(state.summary.bytes)} for offline reading.`
        : `Saving for offline reading: ${formatMegabytes(Math.min(state.bytes, state.summary.bytes))} of ${formatMegabytes(state.summary.bytes)}.`;
    default:
      return state.message;
  }
}

/** The step that states the size before saving, or why it cannot. */
const confirmStep = (baseUrl: string): Promise<State> =>
  client.fetchPrecacheSummary(baseUrl).then(
    (summary) => ({ step: 'confirm', summary }),
    () => ({ step: 'off', message: 'Could not reach the docs to save them: try again when online.' }),
  );

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

/** `confirmNow`: the reader has just pressed the button, which this control replaces (and focuses). */
export default function ReadOfflineControl({ confirmNow }: { confirmNow: boolean }): ReactNode {
  const baseUrl = useBaseUrl('/');
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>(() =>
    choice.get() === 'on' ? { step: 'on', message: 'Available offline.' } : { step: 'off', message: '' },
  );
  const [newVersion, setNewVersion] = useState(false);
  const watching = useRef(false);

  // Once saved: confirm the worker is still there and offer each new deploy.
  useEffect(() => {
    if (state.step !== 'on' || watching.current) return;
    watching.current = true;
    void (async () => {
      if (!(await client.isSaved(baseUrl))) {
        choice.del();
        setState({ step: 'off', message: '' });
        return;
      }
      await client.watchForNewVersion(baseUrl, () => setNewVersion(true));
    })();
  }, [state.step, baseUrl]);

  async function toggle() {
    if (state.step === 'saving') return;
    if (state.step === 'confirm') {
      setState({ step: 'off', message: '' });
      return;
    }
    if (state.step === 'on') {
      choice.del();
      setState({ step: 'off', message: 'Offline copy removed.' });
      await client.removeOfflineCopy(baseUrl);
      return;
    }
    setState(await confirmStep(baseUrl));
  }

  // Save and Cancel go away once pressed: the focus goes back to the toggle button.
  function cancel() {
    setState({ step: 'off', message: '' });
    button.current?.focus();
  }

  async function save(summary: PrecacheSummary) {
    setState({ step: 'saving', summary, bytes: client.measuresProgress() ? 0 : undefined });
    button.current?.focus();
    try {
      await client.saveForOffline(baseUrl, (bytes) =>
        setState((current) => (current.step === 'saving' ? { ...current, bytes } : current)),
      );
      choice.set('on');
      watching.current = true;
      await client.watchForNewVersion(baseUrl, () => setNewVersion(true));
      setState({ step: 'on', message: 'Available offline.' });
    } catch {
      setState({ step: 'off', message: 'Could not save the docs for offline reading. They still work online.' });
    }
  }

  // Pressed in the stand-in button: go on here, with the focus.
  useEffect(() => {
    if (!confirmNow) return;
    button.current?.focus();
    void confirmStep(baseUrl).then(setState);
  }, [confirmNow, baseUrl]);

  return (
    <>
      <div className={styles.control}>
        <button
          ref={button}
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
            <button type="button" className="button button--secondary button--sm" onClick={cancel}>
              Cancel
            </button>
          </>
        )}
        {state.step === 'saving' && (
          <progress
            max={state.summary.bytes}
            // With no count of the bytes, the bar shows work going on without a measure.
            value={state.bytes === undefined ? undefined : Math.min(state.bytes, state.summary.bytes)}
            aria-label="Saving for offline reading"
          />
        )}
        <p role="status" className={styles.status}>
          {statusText(state)}
        </p>
      </div>
      {state.step === 'on' && (
        <UpdatePrompt shown={newVersion} onReload={() => void client.reloadToNewVersion(baseUrl)} />
      )}
    </>
  );
}
