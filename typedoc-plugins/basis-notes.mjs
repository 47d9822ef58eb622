// A TypeDoc plugin: each symbol's page says what its description rests on, as PROVENANCE.md (beside
// the reference's README) records it: checked against the library, seen in code that calls it,
// named by the specification, or modelled. Readers can then tell the verified parts of the
// reference from the designed ones. Members whose basis differs from their symbol's are named.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { ABOUT, readProvenance } from '../src/provenance/provenanceTable.mjs';

// Shared with the hand-written pages' basis notice (src/provenance/).
export { ABOUT, readProvenance };

const BASIS = {
  V: "checked against the library's published files",
  C: "seen in Evolv's own code that calls the library",
  spec: "named by the site's specification, with its details modelled",
  modelled: 'modelled: the library does not document it, so this is the smallest design that fits the facts',
};
const MEMBERS = {
  V: 'checked against the library',
  C: 'seen in calling code',
  spec: 'named by the specification',
  modelled: 'modelled',
};
/** The key of a page's reflection in PROVENANCE.md, or undefined for a module's own page. */
function keyOf(model) {
  if (!model.parent || model.kindOf(ReflectionKind.Module)) return undefined;
  if (model.kindOf(ReflectionKind.Namespace)) return `${model.parent.name} | ${model.name} (namespace)`;
  if (model.parent.kindOf(ReflectionKind.Namespace))
    return `${model.parent.parent.name} | ${model.parent.name}.${model.name}`;
  return `${model.parent.name} | ${model.name}`;
}

/** The note for one page: the symbol's basis, then its own members of any other basis. */
function basisNote(model, provenance) {
  const key = keyOf(model);
  const row = key && provenance.get(key);
  if (!row) return undefined;
  // A namespace's functions have pages of their own, which state their basis.
  const ownMembers = model.kindOf(ReflectionKind.Namespace)
    ? []
    : (model.children ?? []).filter((member) => !member.inheritedFrom);
  // Members grouped by basis and by what is modelled of them, in the order of MEMBERS.
  const groups = new Map();
  for (const member of ownMembers) {
    const constructor = member.name === 'constructor';
    const memberRow = provenance.get(
      `${model.parent.name} | ${constructor ? `new ${model.name}()` : `${model.name}.${member.name}`}`,
    );
    if (memberRow && (memberRow.basis !== row.basis || memberRow.modelled)) {
      const group = `${MEMBERS[memberRow.basis]}${memberRow.modelled ? ` (modelled: ${memberRow.modelled})` : ''}`;
      groups.set(group, { basis: memberRow.basis, names: [...(groups.get(group)?.names ?? []), `\`${member.name}\``] });
    }
  }
  const order = Object.keys(MEMBERS);
  const members = [...groups]
    .sort(([, a], [, b]) => order.indexOf(a.basis) - order.indexOf(b.basis))
    .map(([group, { names }]) => `${group}: ${names.join(', ')}`);
  // With members on another basis, the symbol's own basis says it is about the symbol alone.
  const itself = members.length ? ` (the ${ReflectionKind.singularString(model.kind).toLowerCase()} itself)` : '';
  const membersText = members.length ? ` Members on another basis: ${members.join('; ')}.` : '';
  // The spec's basis text already says its details are modelled.
  const modelled = row.modelled ? `; ${row.basis === 'spec' ? 'also ' : ''}modelled: ${row.modelled}` : '';
  return `**Basis:** ${BASIS[row.basis]}${itself}${modelled}.${membersText} ([About the basis](${ABOUT}))`;
}

/** Puts `note` before the page's first section heading, after the description it opens with. */
function insertNote(contents, note) {
  const section = contents.search(/^## /m);
  return section < 0
    ? `${contents.trimEnd()}\n\n${note}\n`
    : `${contents.slice(0, section)}${note}\n\n${contents.slice(section)}`;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  let provenance;
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (provenance === undefined) {
      const file = path.join(path.dirname(app.options.getValue('readme')), 'PROVENANCE.md');
      provenance = existsSync(file) ? readProvenance(readFileSync(file, 'utf8')) : new Map();
    }
    const note = page.contents && basisNote(page.model, provenance);
    if (note) page.contents = insertNote(page.contents, note);
  });
}
