// The folders of a generated reference area (typedoc-plugin-markdown's, under docs/api/<module>/):
// one for each kind of declaration, holding that kind's pages (`api/Mutator/classes/Mutator`); a
// namespace's own folders sit under `namespaces/<name>/`. Search, the cards, the links of names in
// prose and the Markdown twins read a page's kind and module off its path with these.

/** Each kind folder, with what search results call a page in it. */
export const KIND_FOLDERS = {
  classes: 'Class',
  interfaces: 'Interface',
  functions: 'Function',
  enumerations: 'Enumeration',
  'type-aliases': 'Type alias',
  variables: 'Variable',
  namespaces: 'Namespace',
} as const;

export type KindFolder = keyof typeof KIND_FOLDERS;

/** Whether a segment of a reference page's path is a kind folder (the segments before the first are its module's path). */
export const isKindFolder = (segment: string): segment is KindFolder => FOLDERS.has(segment);

const FOLDERS = new Set<string>(Object.keys(KIND_FOLDERS));
