import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled, sourceEditRules, type Edit } from './sourceEdits';

// The options the site config gives the search theme.
function searchOptions(siteConfig: LoadContext['siteConfig']): { removeDefaultStemmer?: boolean } {
  const entry = siteConfig.themes?.find((theme) => Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local');
  return ((Array.isArray(entry) ? entry[1] : undefined) ?? {}) as { removeDefaultStemmer?: boolean };
}

interface LunrToken {
  toString(): string;
}
type LunrTokenizer = ((input: unknown, metadata?: object) => LunrToken[]) & { separator: RegExp; withWordsOfNames?: true };
interface Lunr {
  tokenizer: LunrTokenizer;
  Token: new (text: string, metadata: object) => LunrToken;
}

// A method's heading is its name ("customMutation()", "removeNodes()"), indexed as one word. (A
// section's text can be one name too, as under "Extends": split, "effect" found six of those.)
const METHOD_NAME = /^[A-Za-z_$][\w$]*\(\)$/;
// The words of a name: camel-case humps and the parts between underscores.
const WORD_OF_NAME = /[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g;

// The search index is built in this process by the search plugin's own lunr, with lunr's tokenizer:
// - its separator (a documented setting of lunr) splits words at dots too, as the search box splits
//   queries (the tokenize.js edit below). API names are dotted (collect.pause, Mutator.revert);
// - a method's heading is indexed under each word of its name too, so that "custom mutation"
//   finds customMutation(), which it did not. Other text keeps its names whole: split everywhere,
//   "html" found the HTMLModifiedEffect page before html().
export function indexWordsOfApiNames(siteDir: string): void {
  const lunr = createRequire(resolveInstalled(siteDir, '@easyops-cn/docusaurus-search-local'))('lunr') as Lunr;
  lunr.tokenizer.separator = /[\s\-.]+/;
  if (lunr.tokenizer.withWordsOfNames) return;
  const wholeWords = lunr.tokenizer;
  const withWordsOfNames: LunrTokenizer = (input, metadata) => {
    const tokens = wholeWords(input, metadata);
    if (typeof input !== 'string' || !METHOD_NAME.test(input)) return tokens;
    const words = [...input.matchAll(WORD_OF_NAME)];
    if (words.length < 2) return tokens;
    for (const word of words) {
      tokens.push(new lunr.Token(word[0].toLowerCase(), { ...metadata, position: [word.index, word[0].length], index: tokens.length }));
    }
    return tokens;
  };
  // lunr's tokenizer reads its separator from `lunr.tokenizer`, which is now this one.
  withWordsOfNames.separator = wholeWords.separator;
  withWordsOfNames.withWordsOfNames = true;
  lunr.tokenizer = withWordsOfNames;
}

// Fixes of @easyops-cn/docusaurus-search-local, as checked edits of its modules (sourceEdits.ts).
export default function searchFixesPlugin({ siteDir, siteConfig }: LoadContext): Plugin {
  const tokenize = resolveInstalled(siteDir, '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js');
  const clientDir = path.dirname(path.dirname(tokenize));
  const autocompleteTypeahead = path.join(
    path.dirname(createRequire(tokenize).resolve('@easyops-cn/autocomplete.js')),
    'src/autocomplete/typeahead.js',
  );
  indexWordsOfApiNames(siteDir);
  // How search splits text into terms:
  const clientEdits: Record<string, Edit[]> = {
    // - Words split at dots as well as at spaces and hyphens, in queries and in the index (see
    //   indexWordsOfApiNames), so that "pause" finds collect.pause and "collect.pause" finds it too.
    // - Words also split at `#` and brackets, and lose the punctuation around them, as lunr's
    //   trimmer strips it from the index's words: "classes()", "Mutator#revert", "'revert'" and
    //   "$mu" found nothing, though the pages' headings read so.
    [tokenize]: [
      ['let regExpMatchWords = /[^-\\s]+/g;', 'let regExpMatchWords = /[^-\\s.#()]+/g;'],
      [
        'return text.toLowerCase().match(regExpMatchWords) || [];',
        'return (text.toLowerCase().match(regExpMatchWords) || []).map((word) => word.replace(/^\\W+|\\W+$/g, "")).filter(Boolean);',
      ],
    ],
    [path.join(clientDir, 'theme/worker.js')]: [
      // - A query that names a member through its owner ("Mutator.revert", "collect.get") is
      //   suggested that member's heading or page first (src/searchMemberQuery.ts).
      [
        'import { sortSearchResults } from "../utils/sortSearchResults";',
        `import { sortSearchResults } from "../utils/sortSearchResults";\nimport { memberSuggestions } from ${JSON.stringify(path.join(siteDir, 'src/searchMemberQuery.ts'))};`,
      ],
      ['const results = [];', 'const results = memberSuggestions(input, wrappedIndexes, limit, lunr);'],
      // - With `removeDefaultStemmer`, the search index holds words as written, yet the plugin
      //   saves the index's search pipeline with the stemmer, so queries were stemmed and missed the
      //   index's own words ("getting started" became "get start" and missed its guide). lunr needs
      //   the stemmer out of both pipelines; the search worker loads the index with it taken out of
      //   the search pipeline too.
      ...(searchOptions(siteConfig).removeDefaultStemmer
        ? [[
            'index: lunr.Index.load(index),',
            "index: lunr.Index.load({ ...index, pipeline: index.pipeline.filter((name) => name !== 'stemmer') }),",
          ] satisfies Edit]
        : []),
    ],
    // - The index keeps stop words, so that API names such as `get` are found, and queries had
    //   them too: every word of "how do I undo changes" was required, and only the Introduction
    //   matched ("do" in "DOM"). Queries are now also tried without their stop words, after the
    //   query as typed, as the plugin does when the index leaves stop words out.
    [path.join(clientDir, 'utils/smartQueries.js')]: [
      [
        'if (lang === "en") {\n            if (!removeDefaultStopWordFilter.includes(lang)) {\n                stopWordPipelines.unshift(lunr.stopWordFilter);\n            }\n        }',
        'if (lang === "en") {\n            stopWordPipelines.unshift(lunr.stopWordFilter);\n        }',
      ],
    ],
    // Once its index had loaded, the box took focus back if it had had it at all, even from where
    // the reader had since moved it (tabbing on through the navbar, or into the page on a slow
    // network). It now does so only if focus is nowhere else: still on the box, or back on the page
    // because setting up the suggestion list moved the box within the page.
    [path.join(clientDir, 'theme/SearchBar/SearchBar.jsx')]: [
      [
        'if (focusAfterIndexLoaded.current) {',
        'if (focusAfterIndexLoaded.current && [null, document.body, searchBarRef.current].includes(document.activeElement)) {',
      ],
      // Once the page was live, the box was set to the page's highlighted search terms, none on
      // most pages, which erased what the reader had typed while the page loaded on a slow
      // network. The terms still replace the box's text, unless the reader is typing there.
      [
        'setInputValue(keywords.join(" "));\n            search.current?.autocomplete.setVal(keywords.join(" "));',
        'if (document.activeElement !== searchBarRef.current) {\n' +
          '                setInputValue(keywords.join(" "));\n' +
          '                search.current?.autocomplete.setVal(keywords.join(" "));\n' +
          '            }',
      ],
      // Keyboard use of the box (WCAG 2.1.1, 2.4.3, 3.2.2):
      // - Tab opened the highlighted suggestion; it now closes the list and moves on, as Tab does.
      ['autoselect: true,', 'autoselect: true,\n            tabAutocomplete: false,'],
      // - Escape, or anything else that closed the list, took focus out of the box to nowhere.
      [
        '.on("autocomplete:closed", () => {\n            searchBarRef.current?.blur();\n        });',
        '.on("autocomplete:closed", () => {\n            // Focus stays where the reader left it.\n        })' +
          // - Nothing told a screen reader how many suggestions there were, or that there were none
          //   (WCAG 4.1.3): a status region beside the box now says so each time the list changes,
          //   and nothing while the box is empty.
          '\n            .on("autocomplete:updated", () => {\n' +
          '            const box = searchBarRef.current?.closest(".navbar__search");\n' +
          '            const count = box?.querySelectorAll(\'[role="option"]:not(#search-all-results)\').length ?? 0;\n' +
          '            const status = box?.querySelector(".search-status");\n' +
          '            const query = searchBarRef.current?.value.trim();\n' +
          '            if (status) status.textContent = !query ? "" : count ? `${count} suggestions` : "No results";\n' +
          '        });',
      ],
      //   The region is made once the box is set up, before any query, so that its first message is
      //   read too; in the browser only, as server rendering never sets the box up.
      [
        'indexStateMap.current.set(searchContext, "done");',
        'const searchStatus = document.createElement("div");\n' +
          '        searchStatus.setAttribute("role", "status");\n' +
          '        searchStatus.className = "search-status visually-hidden";\n' +
          '        searchBarRef.current?.closest(".navbar__search")?.append(searchStatus);\n' +
          '        indexStateMap.current.set(searchContext, "done");',
      ],
      // - With no suggestion, the list (a listbox) held no option, which ARIA requires, and Enter did
      //   nothing: "See all results", which leads to the results page, is now offered then too.
      ['if (isEmpty &&\n                            (!searchContext || !useAllContextsWithNoSearchContext)) {\n                            return;\n                        }\n', '// Offered with no suggestion too.\n'],
      // - "See all results" was a link inside the list, reachable by mouse only and not an option
      //   of it (ARIA: a listbox holds options). It is now the list's last option: the arrow keys
      //   reach it and Enter opens the results page, through the same selection as a suggestion.
      [
        'const a = searchFooterLinkElement({ query, isEmpty });',
        'const a = searchFooterLinkElement({ query, isEmpty });\n' +
          'a.className = styles.suggestion;\n' +
          'a.setAttribute("role", "option");\n' +
          'a.id = "search-all-results";\n' +
          'a.dataset.aaDatum = JSON.stringify({ document: { i: -1, t: "", u: a.getAttribute("href") }, type: SearchDocumentType.Title, metadata: {}, tokens: [] });',
      ],
      //   Its own click handler opens the page; the list's must not open it a second time.
      ['a.addEventListener("click", (e) => {', 'a.addEventListener("click", (e) => {\n                e.stopPropagation();'],
      // - The clear button was named "✕" and, once pressed, vanished with the focus; it is now
      //   "Clear search" and leaves the focus in the box.
      [
        '<button className={styles.searchClearButton} onClick={onClearSearch}>',
        '<button type="button" aria-label="Clear search" className={styles.searchClearButton} onClick={onClearSearch}>',
      ],
      ['search.current?.autocomplete.setVal("");', 'search.current?.autocomplete.setVal("");\n        searchBarRef.current?.focus();'],
    ],
    // The box is a combobox whose list ARIA 1.2 names with aria-controls; it named it only with
    // the older aria-owns.
    [autocompleteTypeahead]: [["'aria-owns': options.listboxId", "'aria-owns': options.listboxId,\n      'aria-controls': options.listboxId"]],
  };
  // The search results page titled its tab with its heading alone ("Search the documentation"); it
  // now ends in " | Mutate" like every other page's, formatted as theme pages format theirs. And it
  // had no `main` landmark, which every other page has and the skip link goes to. In both builds,
  // since the built HTML holds both.
  const bothBuildsEdits: Record<string, Edit[]> = {
    [path.join(clientDir, 'theme/SearchPage/SearchPage.jsx')]: [
      ['import { translate } from "@docusaurus/Translate";', 'import { translate } from "@docusaurus/Translate";\nimport { useTitleFormatter } from "@docusaurus/theme-common/internal";'],
      ['const pageTitle = useMemo(', 'const titleFormatter = useTitleFormatter();\n    const pageTitle = useMemo('],
      ['<title>{pageTitle}</title>', '<title>{titleFormatter.format(pageTitle)}</title>'],
      ['<SearchPageContent />', '<main><SearchPageContent /></main>'],
      // A place was listed again for each kind of match there (a heading, then its text): each
      // place is listed once, where it first matched.
      [
        'setSearchResults(results);',
        'setSearchResults(results.filter((result, index) => results.findIndex(({ document }) => document.u + (document.h || "") === result.document.u + (result.document.h || "")) === index));',
      ],
      // Its "noindex" was a `property`, which search engines do not read; robots is a `name`.
      ['<meta property="robots" content="noindex, follow"/>', '<meta name="robots" content="noindex, follow"/>'],
    ],
  };
  return {
    name: 'search-fixes',
    configureWebpack: (_config, isServer) => ({
      module: { rules: sourceEditRules(siteDir, isServer ? bothBuildsEdits : { ...clientEdits, ...bothBuildsEdits }) },
    }),
  };
}
