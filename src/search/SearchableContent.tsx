import type { ReactNode } from 'react';
import { useVersionRoot } from '../versioning/useVersionRoot';
import { pageKind, LIST_KINDS } from './pageKind';

// The words of a list of pages (an area's index, the list of modules) weigh less than a page's own:
// each names the pages it lists, and search is to lead to those pages.
const LIST_WEIGHT = 0.25;

/**
 * Marks a page's content as what search indexes (Pagefind's `data-pagefind-body`: the navbar,
 * sidebar, table of contents and footer are left out), with its kind as metadata and its section
 * as the search page's filter.
 */
export default function SearchableContent({ permalink, children }: { permalink: string; children: ReactNode }) {
  const { root } = useVersionRoot();
  const { section, kind } = pageKind(permalink.slice(root.length));
  return (
    <div
      data-pagefind-body=""
      data-pagefind-meta={`kind:${kind}`}
      data-pagefind-filter={`section:${section}`}
      data-pagefind-weight={LIST_KINDS.includes(kind) ? LIST_WEIGHT : undefined}
    >
      {children}
    </div>
  );
}
