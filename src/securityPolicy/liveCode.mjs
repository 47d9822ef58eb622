// Which pages may evaluate strings as JavaScript: those with a live code block, whose playground
// (react-live) compiles the reader's code in the browser and runs it with `new Function`, which
// only 'unsafe-eval' allows. The block marks its server HTML with an attribute
// (src/theme/LiveCodeBlock/), and the build reads the policy of each page off its HTML
// (policy.mjs). Plain JavaScript without Node's modules: the browser's bundle imports it too.

/** The attribute of a live code block's element in the page's HTML. */
export const LIVE_CODE_ATTRIBUTE = 'data-live-code';

/**
 * Whether the page `html` holds a live code block: an element with the attribute (in code shown as
 * text, `<` is escaped).
 * @param {string} html
 */
export const hasLiveCode = (html) => new RegExp(`<[a-z][^>]*\\s${LIVE_CODE_ATTRIBUTE}[\\s=/>]`).test(html);
