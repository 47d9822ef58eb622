// What a page is, as search results say it: its section (the search page's filter) and its kind.
// Read off the page's path, which the reference's generator and the sidebar fix.

export type Section = 'Guides' | 'Reference';
export interface PageKind {
  section: Section;
  kind: string;
}

// The folders of the generated reference (typedoc-plugin-markdown's), by the kind they hold.
const REFERENCE_FOLDERS: Record<string, string> = {
  classes: 'Class',
  interfaces: 'Interface',
  functions: 'Function',
  enumerations: 'Enumeration',
  'type-aliases': 'Type alias',
  variables: 'Variable',
  namespaces: 'Namespace',
};

/** The kind of the page at `path`, relative to the docs' root (`guides/getting-started`, `api/State/`). */
export function pageKind(path: string): PageKind {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'api-custom') {
    // collect's and mutate's own pages, then their operations (collect.get, mutate.revert).
    return { section: 'Reference', kind: parts.length === 2 ? 'Function' : 'Operation' };
  }
  if (parts[0] !== 'api') return { section: 'Guides', kind: 'Guide' };
  if (parts.length === 1) return { section: 'Reference', kind: 'Overview' };
  if (parts[1] === 'modules') return { section: 'Reference', kind: 'Module list' };
  const folder = [...parts].reverse().find((part) => part in REFERENCE_FOLDERS);
  if (folder && parts.length >= 3 && parts[parts.length - 2] === folder) {
    return { section: 'Reference', kind: REFERENCE_FOLDERS[folder] };
  }
  // An area's own page (api/Mutator/, api/effects/TextModified/) or a list of one kind of its pages.
  return { section: 'Reference', kind: folder ? 'List' : 'Module' };
}

/** What a member of a page is, from its heading: `revert()` is a method; an enumeration's headings are its members. */
export function memberKind(pageKindName: string, heading: string): string {
  if (pageKindName === 'Guide' || pageKindName === 'Overview') return 'Section';
  if (pageKindName === 'Enumeration') return 'Enumeration member';
  if (/^[\w$]+\(\)$/.test(heading)) return 'Method';
  if (/^[a-z_$][\w$]*\??$/.test(heading) || /^[A-Z][A-Z0-9_]+$/.test(heading)) return 'Property';
  return 'Section';
}
