// What a page is, as search results say it: its section (the search page's filter) and its kind.
// Read off the page's path, which the reference's generator and the sidebar fix.
import { isKindFolder, KIND_FOLDERS } from '../apiReference/kindFolders';
import { REFERENCE_FOLDER } from '../shared/siteLayout.mjs';

export type Section = 'Guides' | 'Reference';
export interface PageKind {
  section: Section;
  kind: string;
}

/** The kind of the page at `path`, relative to the docs' root (`guides/getting-started`, `api/State/`). */
export function pageKind(path: string): PageKind {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'api-custom') {
    // collect's and mutate's own pages, then their operations (collect.get, mutate.revert).
    return { section: 'Reference', kind: parts.length === 2 ? 'Function' : 'Operation' };
  }
  if (parts[0] !== REFERENCE_FOLDER) return { section: 'Guides', kind: 'Guide' };
  if (parts.length === 1) return { section: 'Reference', kind: 'Overview' };
  if (parts[1] === 'modules') return { section: 'Reference', kind: 'Module list' };
  const folder = [...parts].reverse().find(isKindFolder);
  if (folder && parts.length >= 3 && parts[parts.length - 2] === folder) {
    return { section: 'Reference', kind: KIND_FOLDERS[folder] };
  }
  // An area's own page (api/Mutator/, api/effects/TextModified/) or a list of one kind of its pages.
  return { section: 'Reference', kind: folder ? 'List' : 'Module' };
}

/** The kinds of page that are a symbol's own. */
export const SYMBOL_KINDS = [
  'Operation',
  'Function',
  'Class',
  'Interface',
  'Enumeration',
  'Type alias',
  'Variable',
  'Namespace',
];
/** The kinds of a member's record (nameRecords.ts). */
export const MEMBER_KINDS = ['Method', 'Property', 'Accessor', 'Constructor', 'Enumeration member'];
/** The kinds of page that list other pages. */
export const LIST_KINDS = ['Module', 'Module list', 'List'];
