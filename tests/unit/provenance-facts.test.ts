import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/shared/repositoryRoot';
import { parseProvenance, provenanceFile, type Provenance } from '../../src/provenance/provenanceIndex';

// Every row of PROVENANCE.md labelled verified (V) or observed (C) must rest on a fact of the team's
// fact sheet. The sheet lives outside the repository (a clean clone has no ../shared), so the facts
// the rows cite are quoted in library/FACTS.md: the rows are checked against that committed index
// everywhere, and the index against the sheet wherever the sheet is at hand.

type Fact = { tag: 'V' | 'C'; quote: string };

/** The facts of a FACTS.md text, by id. */
function parseFacts(markdown: string): Map<string, Fact> {
  const facts = new Map<string, Fact>();
  for (const [, id, tag, quote] of markdown.matchAll(/^\| (F\d+) \| (V|C) \| (.+) \|$/gm)) {
    facts.set(id, { tag: tag as Fact['tag'], quote });
  }
  return facts;
}

/** What is wrong with the citations of the V and C rows: one message per row or fact. */
function citationProblems(provenance: Provenance, facts: Map<string, Fact>): string[] {
  const problems: string[] = [];
  const cited = new Set<string>();
  for (const [key, { basis, facts: ids }] of provenance) {
    if (basis !== 'V' && basis !== 'C') continue;
    ids.forEach((id) => cited.add(id));
    const unknown = ids.filter((id) => !facts.has(id));
    if (unknown.length) problems.push(`${key}: cites unknown ${unknown.join(', ')}`);
    else if (!ids.some((id) => facts.get(id)!.tag === basis)) problems.push(`${key}: cites no ${basis} fact`);
  }
  for (const id of facts.keys()) if (!cited.has(id)) problems.push(`${id}: cited by no row`);
  return problems;
}

/**
 * The facts whose quote is not in the sheet under their tag: on the quote's own line, or else in the
 * nearest heading or lead-in above it that has a tag, such as "[V] 2.7.1 (top of `index.d.ts`):"
 * over a code block or "Observed in Evolv's own calling code [C]" over a table.
 */
function factsNotInSheet(facts: Map<string, Fact>, sheet: string): string[] {
  const lines = sheet.split('\n');
  const leadIn = (line: string) => !line.startsWith('|') && /\[(V|C)\b/.test(line);
  return [...facts].flatMap(([id, { tag, quote }]) => {
    const at = lines.findIndex((line) => line.includes(quote));
    if (at < 0) return [`${id}: not in the sheet`];
    const context = lines.slice(0, at).reverse().find(leadIn) ?? '';
    return [lines[at], context].some((line) => line.includes(`[${tag}`))
      ? []
      : [`${id}: not tagged ${tag} in the sheet`];
  });
}

const facts = parseFacts(readFileSync(path.join(repositoryRoot, 'library', 'FACTS.md'), 'utf8'));
const provenance = parseProvenance(readFileSync(provenanceFile, 'utf8'));

describe('the basis of the verified and observed rows of PROVENANCE.md', () => {
  it('cites, for every such row, a fact of its own tag quoted in FACTS.md', () => {
    expect([...provenance.values()].filter(({ basis }) => basis === 'V' || basis === 'C').length).toBeGreaterThan(60);
    expect(citationProblems(provenance, facts)).toEqual([]);
  });
});

describe('the citation checker', () => {
  const sample = parseProvenance(
    [
      '### State',
      '| `State` | Class | V | verified [F1] |',
      '| `State.mutator` | Accessor | V | verified [F2]; modelled: something |',
      '| `State.collector` | Accessor | C | observed |',
      '| `State.properties` | Accessor | C | observed [F9] |',
      '| `new State()` | Constructor | modelled | smallest design consistent with the facts |',
    ].join('\n'),
  );
  const sampleFacts = parseFacts('| F1 | V | one |\n| F2 | C | two |\n| F3 | C | three |\n');

  it("reads the citations before a row's modelled part", () => {
    expect(sample.get('State | State.mutator')).toEqual({ basis: 'V', modelled: 'something', facts: ['F2'] });
  });

  it('reports rows without a fact of their tag, unknown facts and facts no row cites', () => {
    expect(citationProblems(sample, sampleFacts)).toEqual([
      'State | State.mutator: cites no V fact',
      'State | State.collector: cites no C fact',
      'State | State.properties: cites unknown F9',
      'F3: cited by no row',
    ]);
  });

  it('reports a quote missing from the sheet or under another tag', () => {
    const sheet = '| `x` | one fact | [V] |\n[C] heading\n```\ntwo\n```\n';
    const quoted = parseFacts('| F1 | V | one fact |\n| F2 | V | two |\n| F3 | C | three |\n');
    expect(factsNotInSheet(quoted, sheet)).toEqual(['F2: not tagged V in the sheet', 'F3: not in the sheet']);
  });
});
