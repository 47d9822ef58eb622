// What a checked TypeScript example's popups show, as the build computes it for each block (one JSON
// file in the site, named by its content's hash) and the code block reads it, on the server and in
// the browser, by the block's key.

/**
 * A popup's content: what kind of name it is and its type, and for a Mutate API the first sentence
 * of its documentation, its reference page and, unless checked against the library, its basis.
 */
export interface TypeNote {
  text: string;
  /** `class`, `method`, `enumeration member`, `parameter`…: what TypeScript says the name is. */
  kind?: string;
  /** The basis in words (src/provenance/basisWording.ts), for an API not checked against the library. */
  basis?: string;
  /** Whether the notice at the page's top counts the API as not checked: its name is marked. */
  unchecked?: true;
  doc?: string;
  /** Site path of the reference page, without the base URL. */
  href?: string;
}

export interface BlockTypes {
  /** Each distinct popup once. */
  notes: TypeNote[];
  /** Each identifier as [line, column, length, index in `notes`], lines and columns of the code as shown. */
  spans: [number, number, number, number][];
  /** Each `// ^?` query as [line, column, index in `notes`]: the type shown under that line, at that column. */
  queries: [number, number, number][];
}

/** A fence's language as the code block names it: lower case, the default if the fence names none. */
export const blockLanguage = (lang: string | null | undefined): string => (lang ?? DEFAULT_LANGUAGE).toLowerCase();

/**
 * The key of a block's types: a hash (FNV-1a, 32 bits) of its language and code as shown
 * (magic comments taken out), which the build and the browser both know without any other data;
 * in an older docs version, of its version's name too (`olderVersion`): the same code can name
 * other declarations and reference pages there.
 */
export function blockKey(language: string, code: string, olderVersion?: string): string {
  let hash = 0x811c9dc5;
  const text = `${olderVersion ? `${olderVersion}\n` : ''}${language}\n${code}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16).padStart(8, '0')}${text.length.toString(36)}`;
}

/** The language of a fence that names none (`prism.defaultLanguage`). */
export const DEFAULT_LANGUAGE = 'typescript';

/** The languages of the blocks the build checks (unless flagged `unchecked`), the default one among them. */
export const TYPED_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'typescript', 'tsx']);

/** The folder of the blocks' JSON files in the built site. */
export const BLOCK_TYPES_FOLDER = 'typed-examples';

/** The media type of the data URLs a page imports its blocks' types by (src/codeBlocks/plugin.ts). */
export const BLOCK_TYPES_MIME_TYPE = 'application/x-block-types+json';
