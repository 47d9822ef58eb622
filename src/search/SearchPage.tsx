// The search page (/search?q=…&section=…): every result of a query, in the order the search box
// suggests them, with a filter by section (Guides, Reference). Its query is in its URL, so a result
// list can be linked to and the browser's back button returns to it.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useVersionRoot } from '../versioning/useVersionRoot';
import { useHydratedQuery } from '../shared/useHydratedQuery';
import { PageMetadata } from '@docusaurus/theme-common';
import type { Section } from './pageKind';
import type { SearchEntry } from './ranking';
import { EntryDetails, EntryTitle } from './Suggestions';
import { loadSearchClient, searchNotLoadedText } from './loadSearchClient';
import LoadFailure from '../pageShell/LoadFailure';
import { SEARCH_PAGE_PATH, searchPageUrl } from './searchPageUrl';
import styles from './search.module.css';

const SECTIONS: Section[] = ['Guides', 'Reference'];
// Results shown at first, and added by "Show more results".
const PAGE_SIZE = 25;

type Results = { entries: SearchEntry[]; more: boolean } | { error: string };

// The results of this query, section and version; undefined while they load, so a list is never
// shown under a query or filter it does not answer. "Show more results" keeps the list it extends.
// With them, `retry`, which searches again after search could not load.
function useResults(
  query: string,
  section: Section | undefined,
  count: number,
  root: string,
): { results: Results | undefined; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const search = JSON.stringify([root, query, section, attempt]);
  const [results, setResults] = useState<{ search: string } & Results>();
  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    const filters = section ? { section } : undefined;
    loadSearchClient()
      .then(({ searchDocs }) => searchDocs(root, query, { limit: count, wordResults: count, filters }))
      .then(
        ({ entries, resultCount }) => current && setResults({ search, entries, more: resultCount > count }),
        (error: unknown) => {
          console.warn('Search could not load.', error);
          if (current) setResults({ search, error: searchNotLoadedText() });
        },
      );
    return () => {
      current = false;
    };
  }, [search, query, section, count, root]);
  return {
    results: query && results?.search === search ? results : undefined,
    retry: () => setAttempt(attempt + 1),
  };
}

function ResultList({
  results,
  query,
  onRetry,
}: {
  results: Results | undefined;
  query: string;
  onRetry: () => void;
}): ReactNode {
  if (!results) return <p role="status">Searching…</p>;
  if ('error' in results)
    return (
      <LoadFailure onRetry={onRetry}>
        <p>{results.error}</p>
      </LoadFailure>
    );
  if (results.entries.length === 0) return <p role="status">No documents were found for “{query}”.</p>;
  return (
    <>
      <p role="status">
        {results.entries.length}
        {results.more ? '+' : ''} results
      </p>
      <ol className={styles.results}>
        {results.entries.map((entry) => (
          <li key={entry.url}>
            <article>
              <h2>
                <Link to={entry.url}>
                  <EntryTitle entry={entry} query={query} />
                </Link>
              </h2>
              <p className={styles.entryDetails}>
                <EntryDetails entry={entry} />
              </p>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}

function SearchPageContent(): ReactNode {
  const history = useHistory();
  const searchPage = useBaseUrl(`/${SEARCH_PAGE_PATH}`);
  // Once hydrated: the server's HTML is the page without a query.
  const params = useHydratedQuery();
  const query = params.get('q')?.trim() ?? '';
  const sectionParam = params.get('section');
  const section = SECTIONS.find((name) => name === sectionParam);
  // The version the search box was used in; without one, the version the reader chose, else the latest.
  const version = useVersionRoot({ named: params.get('version') });
  const [count, setCount] = useState(PAGE_SIZE);
  const { results, retry } = useResults(query, section, count, version.root);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const title = query ? `Search results for "${query}"` : 'Search the documentation';

  const go = (nextQuery: string, nextSection: Section | undefined) => {
    setCount(PAGE_SIZE);
    history.replace(
      searchPageUrl(searchPage, nextQuery, {
        section: nextSection,
        version: version.isLast ? undefined : version.name,
      }),
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(String(new FormData(event.currentTarget).get('q') ?? '').trim(), section);
  };

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* The results are the pages themselves: search engines follow them, not index this one. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form
          role="search"
          aria-label="Search page"
          action={searchPage}
          className={styles.searchForm}
          onSubmit={onSubmit}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Search the documentation
          </label>
          {!version.isLast && <input type="hidden" name="version" value={version.name} />}
          <input
            ref={input}
            id={inputId}
            key={query}
            name="q"
            type="search"
            defaultValue={query}
            placeholder="Search the documentation"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
          <fieldset className={styles.filter}>
            <legend className="visually-hidden">Show results from</legend>
            {[undefined, ...SECTIONS].map((name) => (
              <label key={name ?? 'all'}>
                <input
                  type="radio"
                  name="section"
                  value={name ?? ''}
                  checked={section === name}
                  onChange={() => go(query, name)}
                />{' '}
                {name ?? 'All'}
              </label>
            ))}
          </fieldset>
        </form>
        <noscript>
          <p>Search needs JavaScript. Every page is listed in the API reference and the sidebar.</p>
        </noscript>
        {query && (
          <ResultList
            results={results}
            query={query}
            onRetry={() => {
              // The box goes while search loads again: the focus goes back to the query.
              input.current?.focus();
              retry();
            }}
          />
        )}
        {results && 'more' in results && results.more && (
          <button type="button" className="button button--secondary" onClick={() => setCount(count + PAGE_SIZE)}>
            Show more results
          </button>
        )}
      </main>
    </>
  );
}

// The content inside the layout, whose providers give the reader's chosen docs version.
export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
