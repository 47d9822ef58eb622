import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { twinUrl } from './twinUrl';
import styles from './CopyPage.module.css';

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

/**
 * The menu's links: the twin at `href`, and a new chat of each assistant whose prompt names the
 * twin by its published URL.
 */
export function pageLinks(href: string, publishedHref: string): [label: string, href: string][] {
  const prompt = encodeURIComponent(`Read ${publishedHref} so I can ask questions about it.`);
  return [
    ['View as Markdown', href],
    ['Open in ChatGPT', `https://chatgpt.com/?q=${prompt}`],
    ['Open in Claude', `https://claude.ai/new?q=${prompt}`],
  ];
}

/**
 * "Copy page" and a menu button, "More" (WAI-ARIA's menu button: Copy page, View as Markdown, Open
 * in ChatGPT, Open in Claude), above a docs page, and the page's head link to its Markdown twin.
 * The links are plain, so nothing is asked of the assistants before a click. Until the page has
 * hydrated, and without JavaScript, the menu is a disclosure of the same links.
 */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const [status, setStatus] = useState('');
  // The item to focus as the menu opens; undefined while it is closed.
  const [openAt, setOpenAt] = useState<number>();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const href = twinUrl(permalink);
  const links = pageLinks(href, `${siteConfig.url}${href}`);
  const items = () => [...menu.current!.children] as HTMLElement[];
  useEffect(() => {
    if (openAt !== undefined) items().at(openAt)?.focus();
  }, [openAt]);
  const close = () => {
    setOpenAt(undefined);
    trigger.current!.focus();
  };
  const copy = () => {
    // Emptied first, so that a second copy is announced again.
    setStatus('');
    copyTwin(href).then(
      () => setStatus('Copied'),
      () => setStatus('Copy failed'),
    );
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    const at = { ArrowDown: 0, ArrowUp: -1 }[event.key];
    if (at === undefined) return;
    event.preventDefault();
    setOpenAt(at);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpenAt(undefined);
    else if (to !== undefined) all.at(to % all.length)!.focus();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };
  const item = { className: styles.item, tabIndex: -1, role: 'menuitem' };
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
        <div
          className={styles.menuButton}
          onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || setOpenAt(undefined)}
        >
          <button
            type="button"
            ref={trigger}
            className={styles.action}
            aria-label="More page actions"
            aria-haspopup="menu"
            aria-expanded={openAt !== undefined}
            aria-controls="page-actions"
            onClick={() => setOpenAt(openAt === undefined ? 0 : undefined)}
            onKeyDown={onTriggerKey}
          >
            More
          </button>
          <div
            id="page-actions"
            role="menu"
            aria-label="Page actions"
            ref={menu}
            className={styles.menu}
            hidden={openAt === undefined}
            onKeyDown={onMenuKey}
          >
            <button
              type="button"
              {...item}
              onClick={() => {
                close();
                copy();
              }}
            >
              Copy page
            </button>
            {links.map(([label, to], index) => (
              <a key={label} {...item} href={to} {...(index && { target: '_blank', rel: 'noopener noreferrer' })} onClick={close}>
                {label}
              </a>
            ))}
          </div>
        </div>
      ) : (
        <details className={styles.menuButton}>
          <summary className={styles.action}>More</summary>
          <div className={styles.menu}>
            {links.map(([label, to], index) => (
              <a key={label} className={styles.item} href={to} {...(index && { target: '_blank', rel: 'noopener noreferrer' })}>
                {label}
              </a>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
