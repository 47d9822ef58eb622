// The searches a query's words make. Pagefind requires every word of a query; a reader's words are
// not always the docs' words ("undo" where the docs say "revert"), and a question holds words no page
// needs ("how do I…"). So a query is searched as typed without those words, then with each word the
// docs say otherwise replaced by theirs, then, if few pages hold all its words, with fewer of them.

// Words of a question that no page needs to hold. Not the words that are API names too (`get`,
// `on`, `off`, `for` of `forEach`).
const STOP_WORDS = new Set(
  'a an the to of in into by and or i me my is are be can how do does what when where which with from it its that this'.split(
    ' ',
  ),
);

// A reader's word, and the words the docs use for it: the library's verbs and nouns (revert, pause,
// relocate, inject, subscribe…) against the everyday ones of DOM scripting.
const DOCS_WORDS: Record<string, string[]> = {
  undo: ['revert'],
  rollback: ['revert'],
  restore: ['revert'],
  reset: ['revert'],
  delete: ['remove'],
  erase: ['remove'],
  freeze: ['pause'],
  suspend: ['pause'],
  halt: ['pause'],
  resume: ['unpause'],
  continue: ['unpause'],
  restart: ['unpause'],
  move: ['relocate'],
  swap: ['replace'],
  substitute: ['replace'],
  add: ['inject', 'insert'],
  append: ['inject', 'insert'],
  prepend: ['inject', 'insert'],
  create: ['inject'],
  watch: ['subscribe', 'listen'],
  observe: ['subscribe'],
  react: ['subscribe'],
  notify: ['subscribe', 'listener'],
  unsubscribe: ['off'],
  unlisten: ['off'],
  stop: ['off', 'pause', 'destroy'],
  dispose: ['destroy'],
  teardown: ['destroy'],
  cleanup: ['destroy'],
  rid: ['destroy'],
  kill: ['destroy'],
  reapply: ['reevaluate'],
  refresh: ['reevaluate'],
  rerun: ['reevaluate'],
  recompute: ['reevaluate'],
  rerender: ['reevaluate'],
  color: ['styles', 'style'],
  colour: ['styles', 'style'],
  css: ['styles', 'classes'],
  markup: ['html'],
  innerhtml: ['html'],
  textcontent: ['text'],
  find: ['get', 'collect'],
  lookup: ['get'],
  query: ['collect', 'selector'],
  select: ['collect', 'selector'],
  appear: ['later'],
  namespace: ['scope'],
  prefix: ['scope'],
  clash: ['scope'],
  event: ['listen', 'on'],
  handler: ['listener'],
  throttle: ['debounce'],
  delay: ['debounce'],
  verbosity: ['level'],
  logging: ['log'],
  iterate: ['forEach'],
  loop: ['forEach'],
  every: ['forEach'],
  ancestor: ['parents'],
  ancestors: ['parents'],
  descendant: ['children'],
  descendants: ['children'],
  condition: ['gate', 'expression'],
  install: ['npm', 'install'],
};

export interface WordSearches {
  /** The query's words, but those that no page needs. */
  all: string;
  /** The same with one word replaced by a word the docs use for it. */
  docsWords: string[];
  /** For a query of several words, the same with fewer words: all but one, each in turn, then all but two… */
  fewer: string[][];
}

export function wordSearches(terms: string): WordSearches {
  const words = terms.split(' ').filter(Boolean);
  const needed = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const kept = needed.length > 0 ? needed : words;
  const replaced = (index: number, word: string) => kept.map((kept, at) => (at === index ? word : kept)).join(' ');
  return {
    all: kept.join(' '),
    docsWords: kept.flatMap((word, index) =>
      (Object.hasOwn(DOCS_WORDS, word.toLowerCase()) ? DOCS_WORDS[word.toLowerCase()] : []).map((docsWord) =>
        replaced(index, docsWord),
      ),
    ),
    fewer: fewerWords(kept),
  };
}

// The most searches one level of fewer words may make: a query of many words (a pasted sentence)
// would make thousands, and each is a search of the index; such a query gets no fewer-word levels
// past this. Five words, the longest reader's task query, make ten at most.
const MAX_FEWER_SEARCHES = 20;

/** How many sets of `count` words leave `left` out: the binomial coefficient. */
const leavingOut = (count: number, left: number) => {
  let sets = 1;
  for (let at = 1; at <= left; at += 1) sets = (sets * (count - left + at)) / at;
  return sets;
};

/**
 * The searches of `words` with one word less, each in turn, then two less…, down to single words,
 * while a level makes at most MAX_FEWER_SEARCHES searches.
 */
function fewerWords(words: string[]): string[][] {
  const levels: string[][] = [];
  let level = [words];
  while (level[0].length > 1 && leavingOut(words.length, words.length - level[0].length + 1) <= MAX_FEWER_SEARCHES) {
    level = level.flatMap((set) => set.map((_, left) => set.filter((__, index) => index !== left)));
    level = level.filter((set, index) => level.findIndex((other) => other.join(' ') === set.join(' ')) === index);
    levels.push(level.map((set) => set.join(' ')));
  }
  return levels;
}
