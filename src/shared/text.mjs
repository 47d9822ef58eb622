// Text helpers for the site's code, scripts/ and the assistants' server (mcp/). Plain JavaScript,
// so that scripts/ can import it too.

/**
 * `text` on one line: each run of white space as one space, none at either end.
 * @param {string} text
 * @returns {string}
 */
export const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The first sentence of `text`: up to its first `.`, `!` or `?` followed by white space or the end;
 * all of it when there is none.
 * @param {string} text
 * @returns {string}
 */
export const firstSentence = (text) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
