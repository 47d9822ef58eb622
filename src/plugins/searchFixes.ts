import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sourceEditRules, type Edit } from './sourceEdits';

// The options the site config gives the search theme.
function searchOptions(siteConfig: LoadContext['siteConfig']): { removeDefaultStemmer?: boolean } {
  const entry = siteConfig.themes?.find((theme) => Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local');
  return ((Array.isArray(entry) ? entry[1] : undefined) ?? {}) as { removeDefaultStemmer?: boolean };
}

// The search index is built in this process by the search plugin's own lunr, with lunr's tokenizer:
// its separator (a documented setting of lunr) splits words at dots too, as the search box splits
// queries (the tokenize.js edit below). API names are dotted (collect.pause, Mutator.revert).
export function splitSearchTermsAtDots(siteDir: string): void {
  const searchPluginRequire = createRequire(createRequire(path.join(siteDir, 'package.json')).resolve('@easyops-cn/docusaurus-search-local'));
  (searchPluginRequire('lunr') as { tokenizer: { separator: RegExp } }).tokenizer.separator = /[\s\-.]+/;
}

// Fixes of @easyops-cn/docusaurus-search-local, as checked edits of its modules (sourceEdits.ts).
export default function searchFixesPlugin({ siteDir, siteConfig }: LoadContext): Plugin {
  const tokenize = createRequire(path.join(siteDir, 'package.json')).resolve('@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js');
  const clientDir = path.dirname(path.dirname(tokenize));
  splitSearchTermsAtDots(siteDir);
  // How search splits text into terms:
  const clientEdits: Record<string, Edit[]> = {
    // - Words split at dots as well as at spaces and hyphens, in queries and in the index (see
    //   splitSearchTermsAtDots), so that "pause" finds collect.pause and "collect.pause" finds it too.
    [tokenize]: [['let regExpMatchWords = /[^-\\s]+/g;', 'let regExpMatchWords = /[^-\\s.]+/g;']],
    // - With `removeDefaultStemmer`, the search index holds words as written, yet the plugin saves
    //   the index's search pipeline with the stemmer, so queries were stemmed and missed the index's
    //   own words ("getting started" became "get start" and missed its guide). lunr needs the stemmer
    //   out of both pipelines; the search worker loads the index with it taken out of the search
    //   pipeline too.
    ...(searchOptions(siteConfig).removeDefaultStemmer && {
      [path.join(clientDir, 'theme/worker.js')]: [[
        'index: lunr.Index.load(index),',
        "index: lunr.Index.load({ ...index, pipeline: index.pipeline.filter((name) => name !== 'stemmer') }),",
      ]],
    }),
    // Once its index had loaded, the box took focus back if it had had it at all, even from where
    // the reader had since moved it (tabbing on through the navbar, or into the page on a slow
    // network). It now does so only if focus is nowhere else: still on the box, or back on the page
    // because setting up the suggestion list moved the box within the page.
    [path.join(clientDir, 'theme/SearchBar/SearchBar.jsx')]: [[
      'if (focusAfterIndexLoaded.current) {',
      'if (focusAfterIndexLoaded.current && [null, document.body, searchBarRef.current].includes(document.activeElement)) {',
    ]],
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
    ],
  };
  return {
    name: 'search-fixes',
    configureWebpack: (_config, isServer) => ({
      module: { rules: sourceEditRules(siteDir, isServer ? bothBuildsEdits : { ...clientEdits, ...bothBuildsEdits }) },
    }),
  };
}
