// The suggestion list of the search box: a listbox of links, each a page, member or section with what
// it is, then "See all results". Loaded with the search chunk; the box (theme/SearchBar) owns the
// state and the keys.
import type { MouseEvent, ReactNode } from 'react';
import type { SearchEntry } from './ranking';
import { highlightWords, markedExcerpt } from './highlight';
import styles from './search.module.css';

/** The kind to show beside a title, unless the title says it ("Class: Mutator"). */
export function kindLabel({ kind, title }: Pick<SearchEntry, 'kind' | 'title'>): string | undefined {
  return title.toLowerCase().includes(`${kind.toLowerCase()}:`) ? undefined : kind;
}

/** A search entry's title, its words marked, and its kind. */
export function EntryTitle({ entry, query }: { entry: SearchEntry; query: string }): ReactNode {
  const kind = kindLabel(entry);
  return (
    <>
      {highlightWords(entry.title, query)}
      {kind && <span className={styles.kind}>{kind}</span>}
    </>
  );
}

/** The page a search entry is on, and its excerpt. */
export function EntryDetails({ entry }: { entry: SearchEntry }): ReactNode {
  return (
    <>
      {entry.pageTitle && <span className={styles.entryPage}>{entry.pageTitle}</span>}
      {entry.excerpt && <span className={styles.excerpt}>{markedExcerpt(entry.excerpt)}</span>}
    </>
  );
}

export interface SuggestionsProps {
  id: string;
  query: string;
  entries: SearchEntry[] | undefined;
  /** What to say instead of suggestions: none found. */
  message?: string;
  /** The option the arrow keys have reached (`entries.length` is "See all results"), or -1. */
  active: number;
  optionId: (index: number) => string;
  seeAllHref: string;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

export default function Suggestions({
  id,
  query,
  entries,
  message,
  active,
  optionId,
  seeAllHref,
  onOpen,
}: SuggestionsProps) {
  const option = (index: number, href: string, content: ReactNode, className: string) => (
    <a
      key={href}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      href={href}
      className={className}
      // The box keeps focus while the pointer picks an option.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => onOpen(event, href)}
    >
      {content}
    </a>
  );
  return (
    <div className={styles.suggestions}>
      {message && <p className={styles.noResults}>{message}</p>}
      <div id={id} role="listbox" aria-label="Search suggestions">
        {entries?.map((entry, index) =>
          option(
            index,
            entry.url,
            <>
              <span className={styles.entryTitle}>
                <EntryTitle entry={entry} query={query} />
              </span>
              <EntryDetails entry={entry} />
            </>,
            styles.option,
          ),
        )}
        {option(entries?.length ?? 0, seeAllHref, 'See all results', `${styles.option} ${styles.seeAll}`)}
      </div>
    </div>
  );
}
