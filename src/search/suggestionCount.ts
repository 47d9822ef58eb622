// How many places the search box suggests, and the assistants' search_docs (mcp/) gives unless
// asked for another number. A module of its own, so that the navbar's box takes the number without
// the search code, which loads when first used.
export const SUGGESTION_COUNT = 8;
