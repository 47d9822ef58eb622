// Suggestions for a query that names an API member through its owner: "Mutator.revert",
// "Mutator#revert", "Mutator revert", "collect.get()", or the start of one as it is typed
// ("mutate.re"). The search worker (src/search/plugin.ts) offers these first, then its own.
// Its own search wants every word in one indexed entry, and a member's heading ("revert()") does
// not hold its page's title ("Class: Mutator"): "Mutator.revert" suggested other pages' "revert"
// text before Mutator's revert(), and "Mutator.text" not that heading at all.

// The shapes the search plugin's worker uses (its index documents and lunr results).
interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
}
interface LunrResult {
  ref: string;
  score: number;
  matchData: { metadata: object };
}
interface TermOptions {
  presence: number;
  wildcard: number;
}
interface LunrQuery {
  term(term: string, options: TermOptions): void;
}
interface WrappedIndex {
  documents: SearchDocument[];
  index: { query(build: (query: LunrQuery) => void): LunrResult[] };
  type: number;
}
interface LunrQueryConstants {
  Query: { presence: { REQUIRED: number }; wildcard: { NONE: number; TRAILING: number } };
}
export interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: object;
  tokens: string[];
  score: number;
}

// The plugin's SearchDocumentType.
const TITLE = 0;
const HEADING = 1;

// Owner and member joined by `.` or `#`, or two words ("Mutator revert"), the member's `()` optional.
const MEMBER_QUERY = /^\s*([A-Za-z_$][\w$]*)(?:\s*[.#]\s*|\s+)([A-Za-z_$][\w$]*)\s*(?:\(\s*\)?)?\s*$/;

/** A page title or heading as the name it gives: "Class: Mutator" is `mutator`, "revert()" is `revert`. */
const nameIn = (text: string) =>
  text
    .toLowerCase()
    .replace(/^[a-z ]+: /, '')
    .replace(/\(\)$/, '');

export function memberSuggestions(
  input: string,
  indexes: WrappedIndex[],
  limit: number,
  { Query }: LunrQueryConstants,
): SearchResult[] {
  const match = MEMBER_QUERY.exec(input);
  const titles = indexes.find(({ type }) => type === TITLE);
  const headings = indexes.find(({ type }) => type === HEADING);
  if (!match || !titles || !headings) return [];
  const [owner, member] = [match[1].toLowerCase(), match[2].toLowerCase()];
  const pageOf = (document: SearchDocument) => titles.documents.find(({ i }) => i === document.p);
  const search = (
    { documents, index, type }: WrappedIndex,
    terms: [string, number][],
    keep: (document: SearchDocument) => boolean,
  ) =>
    index
      .query((query) =>
        terms.forEach(([term, wildcard]) => query.term(term, { presence: Query.presence.REQUIRED, wildcard })),
      )
      .map(({ ref, matchData, score }) => {
        const document = documents.find(({ i }) => String(i) === ref)!;
        // The name found is highlighted where the reader lands, not the letters typed ("re").
        const tokens = [nameIn(document.t).split('.').pop()!];
        return {
          document,
          type,
          page: type === TITLE ? (false as const) : pageOf(document),
          metadata: matchData.metadata,
          tokens,
          score,
        };
      })
      .filter(({ document }) => keep(document));
  const qualified = `${owner}.${member}`;
  // Pages named after the member ("collect.get", "mutate.revert", "SCOPE.getName()"): the exact
  // name first, and the guides' pages before generated ones, whose titles start with their kind.
  const pages = search(
    titles,
    [
      [owner, Query.wildcard.NONE],
      [member, Query.wildcard.TRAILING],
    ],
    ({ t }) => nameIn(t).startsWith(qualified),
  ).sort(
    (a, b) =>
      Number(nameIn(b.document.t) === qualified) - Number(nameIn(a.document.t) === qualified) ||
      Number(/: /.test(a.document.t)) - Number(/: /.test(b.document.t)),
  );
  // Then the member's heading on the owner's page: named exactly so, then starting so. A member's
  // heading is its name, which starts in lower case, unlike the page's sections ("Returns").
  const onOwnersPage = (document: SearchDocument) =>
    /^[a-z_$]/.test(document.t) && nameIn(pageOf(document)?.t ?? '') === owner;
  const exact = search(
    headings,
    [[member, Query.wildcard.NONE]],
    (document) => onOwnersPage(document) && nameIn(document.t) === member,
  );
  const started = search(
    headings,
    [[member, Query.wildcard.TRAILING]],
    (document) => onOwnersPage(document) && nameIn(document.t).startsWith(member),
  )
    // In the order of the page's list of members.
    .sort((a, b) => (nameIn(a.document.t) < nameIn(b.document.t) ? -1 : 1));
  const suggestions: SearchResult[] = [];
  for (const result of [...pages, ...exact, ...started]) {
    if (!suggestions.some(({ document }) => document === result.document)) suggestions.push(result);
  }
  return suggestions.slice(0, limit);
}
