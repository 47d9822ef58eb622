// The navbar's search box (the component a search theme provides): a WAI-ARIA combobox whose
// suggestions come from Pagefind (src/search/). Nothing of search is fetched until the reader shows
// they are about to search: the pointer over the box, focus in it, or the shortcut (Ctrl+K, ⌘K, /).
// If search cannot load (offline, or no index under `npm start`), the box says why, with a Retry.
// Under `npm start` it says which index it searches: the last production build's (devServer.ts).
// Without JavaScript the box is a form that opens the search page, submitted with Enter or its
// magnifier button.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import clsx from 'clsx';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useVersionRoot } from '../../../versioning/useVersionRoot';
import { useHydratedQuery } from '../../../shared/useHydratedQuery';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { SearchEntry } from '../../ranking';
import { SEARCH_PAGE_PATH, searchPageUrl } from '../../searchPageUrl';
import { SUGGESTION_COUNT } from '../../suggestionCount';
import { loadSearchClient, searchNotLoadedText } from '../../loadSearchClient';
import { devIndexNote } from '../../devIndex';
import LoadFailure from '../../../pageShell/LoadFailure';
import styles from '../../search.module.css';

const NO_RESULTS = 'No results';

type Client = Awaited<ReturnType<typeof loadSearchClient>>;

/** The shortcut's keys as this platform names them; none in the HTML, which cannot know the platform. */
function useShortcutLabel(): string | undefined {
  if (!useIsBrowser()) return undefined;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad/i.test(platform) ? '⌘ K' : 'Ctrl K';
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export default function SearchBar() {
  const history = useHistory();
  const searchPage = useBaseUrl(`/${SEARCH_PAGE_PATH}`);
  // Each docs version has its own index; the box searches the page's version, or on the search page
  // the one it shows.
  const named = useHydratedQuery().get('version');
  const version = useVersionRoot(useLocation().pathname === searchPage ? { named } : undefined);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [query, setQuery] = useState('');
  // The suggestions shown, and the query they are for (`data-suggestions-for`: tests and the
  // benchmark wait on it).
  const [shown, setShown] = useState<{ query: string; entries: SearchEntry[] }>();
  // Why search could not load, said in place of suggestions until it loads, unless Escape `dismissed` it.
  const [failure, setFailure] = useState<{ text: string; dismissed: boolean }>();
  const entries = shown?.entries;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const shortcut = useShortcutLabel();
  // The search chunk, once loaded: it renders the suggestions.
  const [client, setClient] = useState<Client>();
  // Under `npm start`, which index the box searches, once it has loaded.
  const [devNote, setDevNote] = useState<string>();

  const fail = useCallback((error: unknown) => {
    console.warn('Search could not load.', error);
    setFailure({ text: searchNotLoadedText(), dismissed: false });
  }, []);

  const prepare = useCallback(() => {
    loadSearchClient()
      .then((loaded) => {
        setClient(() => loaded);
        return loaded.prepareSearch(version.root);
      })
      .then(() => {
        setFailure(undefined);
        if (process.env.NODE_ENV === 'development') devIndexNote(version.root).then(setDevNote, fail);
      }, fail);
  }, [version.root, fail]);

  const search = useCallback(
    (text: string) => {
      setQuery(text);
      const query = text.trim();
      const request = ++latest.current;
      if (!query) {
        setShown(undefined);
        setOpen(false);
        return;
      }
      loadSearchClient()
        .then((loaded) => {
          setClient(() => loaded);
          return loaded.searchDocs(version.root, query, { limit: SUGGESTION_COUNT });
        })
        .then(
          ({ entries: found }) => {
            if (request !== latest.current) return;
            setFailure(undefined);
            setShown({ query, entries: found });
            setActive(0);
            setOpen(document.activeElement === input.current);
          },
          (error: unknown) => {
            if (request !== latest.current) return;
            setShown(undefined);
            fail(error);
          },
        );
    },
    [version.root, fail],
  );

  // The shortcut, and text typed into the box before the page came to life.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcutKey = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!shortcutKey && !(event.key === '/' && !isEditable(event.target))) return;
      event.preventDefault();
      prepare();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    if (input.current?.value) {
      prepare();
      search(input.current.value);
    }
    return () => document.removeEventListener('keydown', onKey);
  }, [prepare, search]);

  const seeAllHref = searchPageUrl(searchPage, query.trim(), { version: version.isLast ? undefined : version.name });
  const optionCount = (entries?.length ?? 0) + 1;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const failing = failure !== undefined && !failure.dismissed;
  const retry = () => {
    setFailure(undefined);
    // The focus goes back to the box, from the Retry button that goes.
    input.current?.focus();
    prepare();
    if (query.trim()) search(query);
  };
  const openPlace = (href: string) => {
    close();
    input.current?.blur();
    history.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!entries) return;
      event.preventDefault();
      setOpen(true);
      // The arrow keys go round the options and the box itself (-1).
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (((open ? current : -1) + step + 1 + optionCount + 1) % (optionCount + 1)) - 1);
    } else if (event.key === 'Escape') {
      // Not the browser's own clearing of a search field: the first Escape only closes the list.
      event.preventDefault();
      if (failing) setFailure((current) => current && { ...current, dismissed: true });
      else if (open) close();
      else if (input.current) {
        input.current.value = '';
        search('');
      }
    } else if (event.key === 'Tab') {
      close();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!query.trim()) return;
      openPlace(open && active >= 0 && entries && active < entries.length ? entries[active].url : seeAllHref);
    }
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // A new tab or window, as for any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPlace(href);
  };

  // The magnifier button, as without JavaScript: the query's search page; with no query, the box.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) openPlace(seeAllHref);
    else input.current?.focus();
  };
  const showing = !failing && open && entries !== undefined && query.trim() !== '';
  // The list is in the search chunk, loaded before any suggestion is shown.
  const expanded = showing && client !== undefined;
  const message = entries?.length === 0 ? NO_RESULTS : undefined;
  const status = !showing ? '' : (message ?? `${entries.length} suggestions`);

  return (
    <form
      role="search"
      // Named apart from the search page's own form (each landmark of a page has its own name).
      aria-label="Site search"
      action={searchPage}
      className={styles.searchBox}
      data-suggestions-for={shown?.query ?? ''}
      onSubmit={onSubmit}
      onPointerEnter={prepare}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      {/* The magnifier, at the box's start: first in the tab order too, as it is seen. */}
      <button type="submit" className={styles.submit} aria-label="Submit search">
        <span className={styles.icon} aria-hidden="true" />
      </button>
      <input
        ref={input}
        name="q"
        type="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts={shortcut === '⌘ K' ? 'Meta+K /' : 'Control+K /'}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onFocus={() => {
          prepare();
          if (entries && query.trim()) setOpen(true);
        }}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {shortcut && !query && (
        <kbd className={styles.searchHintContainer} aria-hidden="true">
          {shortcut}
        </kbd>
      )}
      {query && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onClick={() => {
            if (input.current) input.current.value = '';
            search('');
            input.current?.focus();
          }}
        >
          ×
        </button>
      )}
      <span role="status" className="visually-hidden">
        {status}
      </span>
      {devNote && (
        <p role="note" className={styles.devNote}>
          {devNote}
        </p>
      )}
      {failing && (
        <div className={clsx(styles.suggestions, styles.failure)}>
          <LoadFailure onRetry={retry}>
            <p>{failure.text}</p>
          </LoadFailure>
        </div>
      )}
      {expanded && (
        <client.Suggestions
          id={listId}
          query={query}
          entries={entries}
          message={message}
          active={active}
          optionId={optionId}
          seeAllHref={seeAllHref}
          onOpen={onOptionClick}
        />
      )}
    </form>
  );
}
