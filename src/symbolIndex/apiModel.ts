// The model of the API that TypeDoc writes beside each docs version's reference
// (typedoc-plugins/api-model.mjs, `api-model.json` in the reference's folder): every symbol with a
// page, and every member of a class, interface or enumeration, from TypeDoc's reflections. The
// symbol index (symbolIndex.ts) is made from it.
import type { Basis } from '../shared/basis.mjs';
import { REFERENCE_FOLDER } from '../shared/siteLayout.mjs';

/** A part of a comment: text or code as written, or a link to a page of the reference or elsewhere. */
export type CommentPart = { kind: 'text' | 'code'; text: string } | { kind: 'link'; text: string; url: string };

export interface ModelFacts {
  /** `Class`, `Function`, `Type alias`, `Method`, `Enumeration member`… */
  kind: string;
  /** As the page's code blocks show them. */
  signatures: string[];
  /** A property's, variable's or enumeration member's type. */
  type?: string;
  /** Its own summary. */
  description: CommentPart[];
  parameters?: { name: string; type: string; optional: boolean; description: CommentPart[] }[];
  returns?: { type: string; description: CommentPart[] };
  /** `static`, `abstract`, `readonly`, `optional`, `protected`. */
  modifiers: string[];
  /** Where an inherited member is declared (`EvolvError.cause`). */
  inheritedFrom?: string;
  /** Its comment's `@example` code blocks. */
  examples: { lang: string; meta: string; code: string }[];
  /** Its comment's `@see` tags. */
  see: CommentPart[][];
  /** PROVENANCE.md's basis of its row, in the words of its page. */
  basis?: { basis: Basis; wording: string };
}

export interface ModelMember extends ModelFacts {
  /** With its owner's: `Mutator.revert`, `Mutator.Constructor`. */
  name: string;
  /** Its anchor on its owner's page. */
  anchor: string;
}

export interface ModelSymbol extends ModelFacts {
  /** As readers write it: `Mutator`, `collect.get`. */
  name: string;
  /** Its module: `Mutator`, `effects/TextModified`. */
  area: string;
  /** Its page under the reference's root: `Mutator/classes/Mutator.md`. */
  page: string;
  members: ModelMember[];
}

export interface ApiModel {
  symbols: ModelSymbol[];
}

/** The model's file in a reference's folder. */
export const API_MODEL_FILE = 'api-model.json';

/** A symbol's page under the version's root (`/mutate/`): `/mutate/api/Mutator/classes/Mutator`; an index page's is its folder's. */
export const symbolUrl = (symbol: Pick<ModelSymbol, 'page'>, root: string) =>
  `${root}${REFERENCE_FOLDER}/${symbol.page.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '')}`;

/** The first paragraph of comment parts, as one line of text: links as their text. */
export const summaryOf = (parts: CommentPart[]) =>
  parts
    .map(({ text }) => text)
    .join('')
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
