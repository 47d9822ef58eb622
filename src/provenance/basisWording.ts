// The words the hand-written pages use for the bases of PROVENANCE.md, the same as the reference
// pages' notes (typedoc-plugins/basis-notes.mjs): for the notice at a page's top and for the
// closing note the doc-examples test expects.
import type { Provenance } from './provenanceIndex';
import { labelOf } from './provenanceIndex';

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
