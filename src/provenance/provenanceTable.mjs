// The rows of library/PROVENANCE.md. Plain JavaScript without dependencies, so that the reference's
// TypeDoc plugin (typedoc-plugins/basis-notes.mjs) and the site's build (remarkBasisNotice.ts)
// read the table the same way, the latter without loading TypeDoc a second time.
import { BASIS } from '../shared/basis.mjs';
import { REFERENCE_FOLDER } from '../shared/siteLayout.mjs';

/**
 * The basis of a row and what is modelled of it, in `words` (BASIS, or a page's shorter words).
 * @param {{ basis: import('../shared/basis.mjs').Basis, modelled?: string }} row
 * @param {Record<string, string>} words
 */
export function basisWords(row, words = BASIS) {
  return `${words[row.basis]}${row.modelled ? ` (modelled: ${row.modelled})` : ''}`;
}

/** Where the /api page explains the bases; hand-written pages' notes link there too. */
export const ABOUT = `/${REFERENCE_FOLDER}#the-basis-of-each-page`;

/**
 * The basis of each row of PROVENANCE.md, keyed `module | label` as the rows are listed there, with
 * what the row's Source column says is modelled of a symbol on another basis (`…; modelled: X`) and
 * the facts of FACTS.md it cites (`[F1, F2]`).
 * @param {string} markdown
 * @returns {Map<string, { basis: import('../shared/basis.mjs').Basis, modelled?: string, facts: string[] }>}
 */
export function readProvenance(markdown) {
  const rows = new Map();
  let module = '';
  const rowOf = new RegExp(
    `^\\| \`([^\`]+)\`( \\(namespace\\))? \\| \\w+ \\| (${Object.keys(BASIS).join('|')}) \\| (.+) \\|$`,
  );
  for (const line of markdown.split('\n')) {
    const heading = /^### (.+)$/.exec(line);
    if (heading) module = heading[1];
    const row = rowOf.exec(line);
    if (row && module) {
      const modelled = row[3] === 'modelled' ? undefined : /; modelled: (.+)$/.exec(row[4])?.[1];
      const facts = /\[(F\d+(?:, F\d+)*)\]/.exec(row[4])?.[1].split(', ') ?? [];
      rows.set(`${module} | ${row[1]}${row[2] ?? ''}`, { basis: row[3], ...(modelled && { modelled }), facts });
    }
  }
  return rows;
}
