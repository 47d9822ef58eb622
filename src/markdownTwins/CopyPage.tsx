import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { twinUrl } from './twinUrl';
import styles from './CopyPage.module.css';

// The open menu, loaded when the reader first opens it: only the button is on the page before.
const PageMenu = lazy(() => import('./PageMenu'));

/**
 * Puts the twin at `href` on the clipboard. The write starts in the click itself, as Safari requires
 * (other browsers allow a few seconds): the item takes the text as a promise, and the code that
 * fetches it loads only now. Rejects if the browser has no clipboard or refuses.
 */
async function copyTwin(href: string): Promise<void> {
  const markdown = import('./fetchMarkdown').then(({ fetchMarkdown }) => fetchMarkdown(href));
  if (typeof ClipboardItem === 'function')
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown })]);
  return navigator.clipboard.writeText(await (await markdown).text());
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' };

/**
 * "Copy page" and a menu button, "More" (WAI-ARIA's menu button, PageMenu.tsx: Copy page, View as
 * Markdown, Open in ChatGPT, Open in Claude), above a docs page, and the page's head link to its
 * Markdown twin. Each "Open in" link starts a chat whose prompt names the twin by its published
 * URL; the links are plain, so nothing is asked of the assistants before a click. Until the page
 * has hydrated, and without JavaScript, the menu is a disclosure of the three links.
 */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const [status, setStatus] = useState('');
  // While the menu is open, the item it focuses first (-1: the last).
  const [open, setOpen] = useState<number>();
  const trigger = useRef<HTMLButtonElement>(null);
  const href = twinUrl(permalink);
  const prompt = encodeURIComponent(`Read ${siteConfig.url}${href} so I can ask questions about it.`);
  const copy = () => {
    // Emptied first, so that a second copy is announced again.
    setStatus('');
    copyTwin(href).then(
      () => setStatus('Copied'),
      () => setStatus('Copy failed'),
    );
  };
  const links = [
    ['View as Markdown', href],
    ['Open in ChatGPT', `https://chatgpt.com/?q=${prompt}`],
    ['Open in Claude', `https://claude.ai/new?q=${prompt}`],
  ].map(([label, to], index) => (
    <a key={label} href={to} {...(index && NEW_TAB)} {...(isBrowser && { role: 'menuitem', tabIndex: -1 })}>
      {label}
    </a>
  ));
  return (
    <div className={styles.bar}>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      {/* Before the actions, so that its text appears without moving them. */}
      <span role="status" className={styles.status}>
        {status}
      </span>
      <button type="button" className={`${styles.action} ${styles.copy}`} onClick={copy}>
        Copy page
      </button>
      {isBrowser ? (
        <div>
          <button
            type="button"
            ref={trigger}
            className={styles.action}
            aria-haspopup="menu"
            aria-expanded={open !== undefined}
            onClick={() => setOpen(open === undefined ? 0 : undefined)}
            // Arrow Down and Arrow Up open the menu at its first and last item.
            onKeyDown={(event) => {
              const first = { ArrowDown: 0, ArrowUp: -1 }[event.key];
              if (first === undefined) return;
              event.preventDefault();
              setOpen(first);
            }}
          >
            More
          </button>
          {open !== undefined && (
            <Suspense>
              <PageMenu
                first={open}
                copy={copy}
                close={(focusButton) => {
                  setOpen(undefined);
                  if (focusButton) trigger.current!.focus();
                }}
              >
                {links}
              </PageMenu>
            </Suspense>
          )}
        </div>
      ) : (
        <details>
          <summary className={styles.action}>More</summary>
          <div>{links}</div>
        </details>
      )}
    </div>
  );
}
