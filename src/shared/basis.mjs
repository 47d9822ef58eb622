// The bases of library/PROVENANCE.md, what an API's description rests on, and every way the site
// and its assistants' server say each: the reference's notes (typedoc-plugins/basis-notes.mjs), the
// hand-written pages' marks, notices and examples' popups (src/provenance/basisWording.ts), the
// symbol index (src/symbolIndex/) and the server's tools (mcp/). Plain JavaScript, so that TypeDoc's
// plugins and mcp/ import it as it is.

/** @typedef {'V' | 'C' | 'spec' | 'modelled'} Basis */

/** How a reference page says each basis under a symbol's title or a member's heading. */
export const BASIS = {
  V: "checked against the library's published files",
  C: "seen in Evolv's own code that calls the library",
  spec: "named by the site's specification, with its details modelled",
  modelled: 'modelled: the library does not document it, so this is the smallest design that fits the facts',
};

/** How a reference page's note names the basis of a group of members listed in tables. */
export const MEMBERS_BASIS = {
  V: 'checked against the library',
  C: 'seen in calling code',
  spec: 'named by the specification',
  modelled: 'modelled',
};

/**
 * How an example's popup and a name's mark in prose say the basis of an API that is not checked
 * against the library's files. `mark`: the word after a linked name (src/provenance/remarkApiLinks.ts),
 * for the bases a hand-written page's notice counts as not checked.
 */
export const BASIS_WORDS = {
  C: { words: "seen in Evolv's code that calls the library" },
  spec: { words: 'named by the specification: not checked against the library', mark: 'spec' },
  modelled: { words: 'modelled: not checked against the library', mark: 'modelled' },
};

/** The symbol index's name of each basis (symbols.json), which the assistants' server gives as it is. */
export const INDEX_BASIS = /** @type {const} */ ({
  V: 'verified',
  C: 'observed in calling code',
  spec: 'named by the specification',
  modelled: 'modelled',
});
