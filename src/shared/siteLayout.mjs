// Where the site lives and what a build writes besides its pages: the one spelling of each, for the
// site's code, scripts/ and the assistants' server (mcp/), which reads a built site by these names.
// Plain JavaScript, so that scripts/ can import it too. Paths are from a docs version's root (the
// build folder for the current version, `1.0.0/` in it for an older one) unless stated.

/** The path the site is served under: every page's URL starts with it. */
export const BASE_URL = '/mutate/';

/** The generated API reference's folder: in `docs/` and in the site (`api/Mutator/classes/Mutator`); its first page is `/api`. */
export const REFERENCE_FOLDER = 'api';

/** The folder of the search index and Pagefind's scripts. */
export const SEARCH_FOLDER = 'pagefind';

/** The symbol index, for the assistants' server. */
export const SYMBOL_INDEX_FILE = 'symbols.json';

/** The list of every page as Markdown, for language models. */
export const LLMS_FILE = 'llms.txt';

/** Every page as Markdown, in one file. */
export const LLMS_FULL_FILE = 'llms-full.txt';

/** The link-preview cards of the pages, as PNGs, from the build folder: link previews fetch them, pages do not. */
export const CARDS_FOLDER = 'img/cards';

/** The site's card, from the build folder, for pages without one of their own (not-found, search): the path of the static card it replaced, which links already shared. */
export const SITE_CARD = 'img/social-card.png';

/** The summary of what "Read offline" saves (how many files, how many bytes), from the build folder. */
export const PRECACHE_SUMMARY_FILE = 'offline-precache.json';
