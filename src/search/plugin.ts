import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled } from '../bundle/resolveInstalled';

// The options the site config gives the search theme.
function searchOptions(siteConfig: LoadContext['siteConfig']): { removeDefaultStemmer?: boolean } {
  const entry = siteConfig.themes?.find(
    (theme) => Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local',
  );
  return ((Array.isArray(entry) ? entry[1] : undefined) ?? {}) as { removeDefaultStemmer?: boolean };
}

interface LunrToken {
  toString(): string;
}
type LunrTokenizer = ((input: unknown, metadata?: object) => LunrToken[]) & {
  separator: RegExp;
  withWordsOfNames?: true;
};
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
//   queries (its tokenize.js, patched). API names are dotted (collect.pause, Mutator.revert);
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
      tokens.push(
        new lunr.Token(word[0].toLowerCase(), {
          ...metadata,
          position: [word.index, word[0].length],
          index: tokens.length,
        }),
      );
    }
    return tokens;
  };
  // lunr's tokenizer reads its separator from `lunr.tokenizer`, which is now this one.
  withWordsOfNames.separator = wholeWords.separator;
  withWordsOfNames.withWordsOfNames = true;
  lunr.tokenizer = withWordsOfNames;
}

// Search: the index's words, built in this process (above); code the search plugin bundled into
// every page, loaded on first use instead: mark.js, which highlights search terms on the page a
// result opens (lazyMark.ts), and the box's client of the index worker, with comlink, and its
// suggestion templates (lazySearchBox.ts); and the member suggestions (memberQuery.ts) that the
// worker offers first, through the extension point its patch adds. The plugin's client code is
// changed by patches/@easyops-cn+docusaurus-search-local+0.55.3.patch (see patches/README.md),
// whose query pipeline leaves out the stemmer as the index does: it needs `removeDefaultStemmer`.
export default function searchPlugin({ siteDir, siteConfig }: LoadContext): Plugin {
  if (!searchOptions(siteConfig).removeDefaultStemmer) {
    throw new Error(
      '@easyops-cn/docusaurus-search-local: set `removeDefaultStemmer: true`; its patch drops the stemmer from queries (patches/README.md)',
    );
  }
  indexWordsOfApiNames(siteDir);
  const theme = path.dirname(
    resolveInstalled(siteDir, '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'),
  );
  const here = path.join(siteDir, 'src/search');
  const lazySearchBoxModules = ['searchByWorker', 'SearchBar/SuggestionTemplate', 'SearchBar/EmptyTemplate'];
  return {
    name: 'search',
    configureWebpack: () => ({
      resolve: {
        alias: {
          [`${resolveInstalled(siteDir, 'mark.js')}$`]: path.join(here, 'lazyMark.ts'),
          [`${path.join(theme, 'memberSuggestions')}$`]: path.join(here, 'memberQuery.ts'),
        },
      },
      module: {
        rules: [
          {
            // The search page keeps the originals.
            test: path.join(theme, 'SearchBar'),
            resolve: {
              alias: Object.fromEntries(
                lazySearchBoxModules.map((module) => [
                  `${path.join(theme, module)}$`,
                  path.join(here, 'lazySearchBox.ts'),
                ]),
              ),
            },
          },
        ],
      },
    }),
  };
}
