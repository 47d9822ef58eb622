// The words the hand-written pages use for the bases of PROVENANCE.md, the same as the reference
// pages' notes (typedoc-plugins/basis-notes.mjs): for the notice at a page's top, the list that
// ends the page, the marks after names in prose and the examples' popups.
import type { Basis } from '../shared/basis.mjs';
import type { Provenance } from './provenanceIndex';
import { labelOf } from './provenanceIndex';

/** The id of the list of bases that ends a hand-written page, which the notice at its top links. */
export const BASIS_LIST_ID = 'api-basis';

/** `a`, `a and b`, `a, b and c`. */
export const listed = (items: string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const verb = (items: string[]) => (items.length === 1 ? 'is' : 'are');

/** The APIs among `keys` that rest on `basis`, by label, in alphabetical order. */
export function labelsOn(keys: Iterable<string>, provenance: Provenance, basis: 'spec' | 'modelled'): string[] {
  const labels = [...keys].filter((key) => provenance.get(key)?.basis === basis).map(labelOf);
  return [...new Set(labels)].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * The clauses saying which of the named APIs are named by the specification and which modelled:
 * [`\`a\` and \`b\` are named by the site's specification, with details modelled`, …].
 */
export function basisClauses(spec: string[], modelled: string[]): string[] {
  const code = (labels: string[]) => labels.map((label) => `\`${label}\``);
  return [
    ...(spec.length
      ? [`${listed(code(spec))} ${verb(spec)} named by the site's specification, with details modelled`]
      : []),
    ...(modelled.length ? [`${listed(code(modelled))} ${verb(modelled)} modelled`] : []),
  ];
}

/** Whether the page's notice counts an API of this basis as not checked against the library. */
export const isUnchecked = (basis: Basis | undefined): basis is 'spec' | 'modelled' =>
  basis === 'spec' || basis === 'modelled';

/** The distinct labels of the APIs among `keys` that the notice counts as not checked. */
export const uncheckedLabels = (keys: Iterable<string>, provenance: Provenance): string[] =>
  [...new Set([...keys].filter((key) => isUnchecked(provenance.get(key)?.basis)).map(labelOf))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );

/**
 * The notice's one sentence, as Markdown-like text (inline code in backticks, one link): how many
 * of the page's APIs are not checked against the library, named when they are one or two, and
 * that each is marked where it appears; undefined when every API the page shows is checked.
 */
export function noticeText(keys: Iterable<string>, provenance: Provenance): string | undefined {
  const all = [...keys];
  const labels = uncheckedLabels(all, provenance);
  if (!labels.length) return undefined;
  const marks = `${labels.length === 1 ? '' : 'each '}marked where it appears and [listed at the end of the page](#${BASIS_LIST_ID})`;
  if (labels.length > 2)
    return `${labels.length} APIs on this page are not checked against the library (named by the specification or modelled), ${marks}.`;
  const clauses = basisClauses(labelsOn(all, provenance, 'spec'), labelsOn(all, provenance, 'modelled'));
  return `${clauses.join(', and ')}: not checked against the library, ${marks}.`;
}

/**
 * The list that ends a hand-written page: which of the APIs the page names or calls are named by
 * the specification or modelled, and what is modelled of the others, in the reference pages' terms.
 */
export function basisListText(keys: Iterable<string>, provenance: Provenance): string {
  const all = [...keys];
  const clauses = basisClauses(labelsOn(all, provenance, 'spec'), labelsOn(all, provenance, 'modelled'));
  // What PROVENANCE.md says is modelled of a checked or seen API (a named one's details all are).
  const inPart = all
    .flatMap((key) => {
      const row = provenance.get(key);
      return row?.modelled && row.basis !== 'spec' ? [`\`${labelOf(key)}\` (${row.modelled})`] : [];
    })
    .sort((a, b) => a.localeCompare(b, 'en'));
  const partly = inPart.length ? ` Modelled in part: ${listed(inPart)}.` : '';
  const behaviour = 'Where the facts stop, the behaviour described is the smallest design that fits them.';
  return clauses.length
    ? `of the Mutate APIs on this page, ${clauses.join(', and ')}. The others are checked against the library or seen in Evolv's own code that calls it.${partly} ${behaviour}`
    : `every Mutate API on this page is checked against the library or seen in Evolv's own code that calls it.${partly} ${behaviour}`;
}
