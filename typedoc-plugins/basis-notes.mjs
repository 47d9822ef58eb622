// A TypeDoc plugin: each symbol's page says under its title what its description rests on, as
// PROVENANCE.md (beside the reference's README) records it: checked against the library, seen in
// code that calls it, named by the specification, or modelled. Readers can then tell the verified
// parts of the reference from the designed ones. A method or accessor whose basis differs from its
// symbol's says so under its own heading, where an example's popup links; other members on another
// basis (the rows of a table) are named in the page's note.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeStringRegexp from 'escape-string-regexp';
import { ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { ABOUT, basisWords, readProvenance } from '../src/provenance/provenanceTable.mjs';
import { BASIS, MEMBERS_BASIS } from '../src/shared/basis.mjs';

// Shared with the hand-written pages' basis notice (src/provenance/).
export { ABOUT, readProvenance };

/** The key of a page's reflection in PROVENANCE.md, or undefined for a module's own page. */
export function keyOf(model) {
  if (!model.parent || model.kindOf(ReflectionKind.Module)) return undefined;
  if (model.kindOf(ReflectionKind.Namespace)) return `${model.parent.name} | ${model.name} (namespace)`;
  if (model.parent.kindOf(ReflectionKind.Namespace))
    return `${model.parent.parent.name} | ${model.parent.name}.${model.name}`;
  return `${model.parent.name} | ${model.name}`;
}

/** The key of a member of the page's reflection `model` in PROVENANCE.md: `Mutator | Mutator.revert`, `Mutator | new Mutator()`. */
export function memberKeyOf(model, member) {
  const label = member.name === 'constructor' ? `new ${model.name}()` : `${model.name}.${member.name}`;
  return `${model.parent.name} | ${label}`;
}

/** Members listed in tables, not under headings of their own: named in the page's note. */
const HEADED = ReflectionKind.Method | ReflectionKind.Accessor;

/**
 * The notes of one page: the symbol's basis, naming its table members of any other basis, and the
 * basis of each method or accessor of another basis, by the member's name.
 */
function basisNotes(model, provenance) {
  const key = keyOf(model);
  const row = key && provenance.get(key);
  if (!row) return undefined;
  // A namespace's functions have pages of their own, which state their basis.
  const ownMembers = model.kindOf(ReflectionKind.Namespace)
    ? []
    : (model.children ?? []).filter((member) => !member.inheritedFrom);
  const about = `([About the basis](${ABOUT}))`;
  const headed = new Map();
  // Table members grouped by basis and by what is modelled of them, in the order of MEMBERS_BASIS.
  const groups = new Map();
  for (const member of ownMembers) {
    const memberRow = provenance.get(memberKeyOf(model, member));
    if (!memberRow || (memberRow.basis === row.basis && !memberRow.modelled)) continue;
    if (member.kindOf(HEADED)) {
      headed.set(member.name, `**Basis:** ${basisWords(memberRow, BASIS)}. ${about}`);
      continue;
    }
    const group = basisWords(memberRow, MEMBERS_BASIS);
    groups.set(group, { basis: memberRow.basis, names: [...(groups.get(group)?.names ?? []), `\`${member.name}\``] });
  }
  const order = Object.keys(MEMBERS_BASIS);
  const members = [...groups]
    .sort(([, a], [, b]) => order.indexOf(a.basis) - order.indexOf(b.basis))
    .map(([group, { names }]) => `${group}: ${names.join(', ')}`);
  // With members on another basis, the symbol's own basis says it is about the symbol alone.
  const itself =
    members.length || headed.size ? ` (the ${ReflectionKind.singularString(model.kind).toLowerCase()} itself)` : '';
  const membersText = members.length ? ` Members on another basis: ${members.join('; ')}.` : '';
  const headedText = headed.size ? ' Methods and accessors on another basis say so under their names.' : '';
  // The spec's basis text already says its details are modelled.
  const modelled = row.modelled ? `; ${row.basis === 'spec' ? 'also ' : ''}modelled: ${row.modelled}` : '';
  const wording = `${BASIS[row.basis]}${itself}${modelled}`;
  return { page: `**Basis:** ${wording}.${membersText}${headedText} ${about}`, headed, wording };
}

/** Puts the page's note under its title, and each member's under the member's heading. */
function insertNotes(contents, { page, headed }) {
  let text = contents;
  for (const [name, note] of headed) {
    const heading = new RegExp(`^### ${escapeStringRegexp(name)}(\\(\\))?\n`, 'm');
    text = text.replace(heading, (line) => `${line}\n${note}\n`);
  }
  const title = /^# .+\n/m.exec(text);
  if (!title) return `${page}\n\n${text}`;
  const end = title.index + title[0].length;
  return `${text.slice(0, end)}\n${page}\n${text.slice(end)}`;
}

/** The PROVENANCE.md beside the reference's README, read once per run; empty when there is none. */
export function provenanceOf(app) {
  const file = path.join(path.dirname(app.options.getValue('readme')), 'PROVENANCE.md');
  return existsSync(file) ? readProvenance(readFileSync(file, 'utf8')) : new Map();
}

/**
 * What the page of `model` says of the basis of the page's symbol, and of each of its members, by
 * the member's name: the symbol's in its note under the title; a member's under its heading or,
 * for a table's member, in the words of the basis of its own row. Undefined without a row.
 */
export function basisWordings(model, provenance) {
  const notes = basisNotes(model, provenance);
  if (!notes) return undefined;
  const row = provenance.get(keyOf(model));
  const member = (reflection) => {
    const memberRow = model.kindOf(ReflectionKind.Namespace)
      ? undefined
      : provenance.get(memberKeyOf(model, reflection));
    return { basis: (memberRow ?? row).basis, wording: basisWords(memberRow ?? row, BASIS) };
  };
  return { symbol: { basis: row.basis, wording: notes.wording }, member };
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  let provenance;
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    provenance ??= provenanceOf(app);
    const notes = page.contents && basisNotes(page.model, provenance);
    if (notes) page.contents = insertNotes(page.contents, notes);
  });
}
