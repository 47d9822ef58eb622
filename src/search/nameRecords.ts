// The search index's records of API names, beside the pages: one per symbol (at its page), one per
// member (each method, property, accessor, constructor and enumeration member, at its heading or
// table row), and one per hand-written page about an API (collect.get's), all made from the
// version's API model and pages (src/symbolIndex/versionFacts.ts). Each holds the name's token
// (ranking.ts), the name, and the first paragraph of its description.
// On its owner's page a member is a few words among hundreds, so "mutator revert" found the pages
// that say "mutate" and "revert" most, not Mutator's revert(); as a record of its own it is found by
// its words first, and by its name token whatever other pages say.
import { summaryOf, symbolUrl, type ModelMember } from '../symbolIndex/apiModel';
import { handWrittenPageOf, type VersionFacts } from '../symbolIndex/versionFacts';
import { pageKind } from './pageKind';
import { nameToken } from './ranking';

/** A custom record of Pagefind's Node API (`index.addCustomRecord`). */
export interface NameRecord {
  url: string;
  content: string;
  language: string;
  meta: { title: string; kind: string; page?: string };
  filters: { section: string[] };
}

/** A member's heading or table cell, as its owner's page shows it: `revert()`, `modify?`, `Constructor`. */
const memberTitle = ({ name, kind, modifiers }: ModelMember) =>
  `${name.slice(name.lastIndexOf('.') + 1)}${kind === 'Method' ? '()' : ''}${modifiers.includes('optional') ? '?' : ''}`;

function record(
  url: string,
  {
    name,
    title,
    kind,
    page,
    description,
  }: { name: string; title: string; kind: string; page?: string; description: string },
): NameRecord {
  return {
    url,
    content: `${nameToken(page ? 'member' : 'symbol', name)} ${name}. ${description}`,
    language: 'en',
    meta: { title, kind, ...(page && { page }) },
    filters: { section: ['Reference'] },
  };
}

/** The name records of a docs version. */
export function nameRecords(facts: VersionFacts): NameRecord[] {
  // A hand-written page about a function and its namespace (`collect`) has one record.
  const handWrittenRecords = new Map<string, NameRecord>();
  const apiRecords = facts.model.symbols.flatMap((symbol) => {
    const url = symbolUrl(symbol, facts.root);
    const title = facts.titles.get(url);
    if (!title) throw new Error(`search: the API model's ${symbol.name} has no page at ${url}`);
    const handWritten = handWrittenPageOf(symbol, facts);
    if (handWritten)
      handWrittenRecords.set(
        handWritten.url,
        record(handWritten.url, {
          name: symbol.name,
          title: handWritten.title,
          kind: pageKind(handWritten.url.slice(facts.root.length)).kind,
          description: handWritten.summary,
        }),
      );
    return [
      record(url, { name: symbol.name, title, kind: symbol.kind, description: summaryOf(symbol.description) }),
      ...symbol.members.map((member) =>
        record(`${url}#${member.anchor}`, {
          name: member.name,
          title: memberTitle(member),
          kind: member.kind,
          page: title,
          description: summaryOf(member.description),
        }),
      ),
    ];
  });
  return [...apiRecords, ...handWrittenRecords.values()];
}
