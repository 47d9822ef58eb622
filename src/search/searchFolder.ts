/** The folder of the built site that holds the search index and Pagefind's scripts. */
export const SEARCH_FOLDER = 'pagefind';
