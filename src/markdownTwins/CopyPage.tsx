import { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
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
 * "Copy page" and "View as Markdown" (a plain link, for readers without JavaScript) above a docs
 * page, and the page's head link to its Markdown twin.
 */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const [status, setStatus] = useState('');
  const href = twinUrl(permalink);
  const copy = () => {
    // Emptied first, so that a second copy is announced again.
    setStatus('');
    copyTwin(href).then(
      () => setStatus('Copied'),
      () => setStatus('Copy failed'),
    );
  };
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
      <a className={styles.action} href={href} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
