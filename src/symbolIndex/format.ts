// The symbol index a build writes at each docs version's root (symbols.json): every symbol and
// member of the API reference, from the version's API model (apiModel.ts), for the assistants'
// server (mcp/) to answer from a built site alone. Read by the server; written by symbolIndexStep.ts.
import type { INDEX_BASIS } from '../shared/basis.mjs';

/** Raised whenever a field is added or changes meaning: the server refuses an index of another format. */
export const SYMBOL_INDEX_FORMAT = 2;

/** What a symbol or member rests on (library/PROVENANCE.md), in the words of the reference's note. */
export interface Basis {
  basis: (typeof INDEX_BASIS)[keyof typeof INDEX_BASIS];
  wording: string;
}

export interface SymbolEntry {
  /** `Mutator`, `Mutator.revert`, `collect.get`, `InsertPosition.After`. */
  name: string;
  /** The page's kind (`Class`, `Function`…) or the member's (`Method`, `Enumeration member`…). */
  kind: string;
  /** The reference's area (its module): `Mutator`, `effects/TextModified`, `lib`. */
  area: string;
  /** Its place in the site: a page's path, a member's with its anchor (`/mutate/api/Mutator/classes/Mutator#revert`). */
  url: string;
  /** The owner of a member. */
  owner?: string;
  /** The first paragraph of its description, as text. */
  summary: string;
  /** Its declarations, as the page shows them (TypeScript). */
  signatures: string[];
  /** Its own description, Markdown. */
  description: string;
  /** Its parameters' table and what it returns, Markdown. */
  parameters?: string;
  returns?: string;
  /** `static`, `abstract`, `readonly`, `optional`, `protected`. */
  modifiers?: string[];
  /** Where an inherited member is declared (`EvolvError.cause`). */
  inheritedFrom?: string;
  basis?: Basis;
  /** A TypeScript example of the site that the build compiled against the declarations, and where it is. */
  example?: { code: string; url: string };
  /** What its comment's `@see` tags say, Markdown: other pages about it (a hand-written operation page). */
  seeAlso?: string[];
  /** A symbol's members, by name. */
  members?: string[];
}

export interface SymbolIndex {
  format: number;
  /** The published URL of the docs version's root (`https://evolv-ai.github.io/mutate/`). */
  siteUrl: string;
  /** Its root path (`/mutate/`): URLs above start with it. */
  root: string;
  symbols: SymbolEntry[];
}
