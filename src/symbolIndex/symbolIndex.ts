// The symbol index of one docs version, made from its built pages: where each symbol and member is,
// its name and kind (apiPlaces, as search finds them), and what its page says of it, read from the
// page's Markdown twin: signatures, description, parameters, returns, basis and a compiled example.
import { isCheckedExample } from '../codeBlocks/exampleTypes';
import { areaOf } from '../markdownTwins/llmsFiles';
import type { Provenance, ProvenanceRow } from '../provenance/provenanceIndex';
import { basisWords } from '../provenance/provenanceTable.mjs';
import { apiPlaces, type ApiPlace } from '../search/nameRecords';
import { nameOf } from '../search/ranking';
import { SYMBOL_INDEX_FORMAT, type Basis, type SymbolEntry, type SymbolIndex } from './format';

export interface BuiltPage {
  permalink: string;
  html: string;
  twin: string;
}

// A twin's headings that hold a symbol's members, one heading or table row each.
const MEMBER_SECTIONS = new Set(['Constructors', 'Properties', 'Accessors', 'Methods', 'Enumeration Members']);

const BASIS_NAMES: Record<ProvenanceRow['basis'], Basis['basis']> = {
  V: 'verified',
  C: 'observed in calling code',
  spec: 'named by the specification',
  modelled: 'modelled',
};

type Line = { text: string; heading?: { level: number; title: string }; fence?: { lang: string; meta: string } };

/** The twin's lines, each heading and each fence's opening line marked; a fence's lines are not headings. */
function linesOf(markdown: string): Line[] {
  let fence: string | undefined;
  return markdown.split('\n').map((text) => {
    if (fence !== undefined) {
      if (text.trim() === fence) fence = undefined;
      return { text };
    }
    const open = /^(`{3,})(\S*)\s*(.*)$/.exec(text);
    if (open) {
      fence = open[1];
      return { text, fence: { lang: open[2], meta: open[3] } };
    }
    const heading = /^(#{1,6}) (.+)$/.exec(text);
    return heading ? { text, heading: { level: heading[1].length, title: heading[2].trim() } } : { text };
  });
}

/** What each kind of subsection of a symbol's part holds; others (See, Throws, Extends…) are left out. */
function partOf(title: string): 'example' | 'parameters' | 'returns' | 'signature' | undefined {
  if (/^Examples?$/.test(title)) return 'example';
  if (title === 'Parameters') return 'parameters';
  if (title === 'Returns' || title === 'Return value') return 'returns';
  if (/Signature$/.test(title)) return 'signature';
  return undefined;
}

const BASIS_LINE = /^\*\*Basis:\*\* (.*?)\s*(?:\(\[About the basis\]\([^)]*\)\))?$/;
// Without the rules that end a member's section.
const trimmed = (lines: string[]) =>
  lines
    .filter((line) => line.trim() !== '---')
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The details of a symbol's or member's lines (its heading left out) in its twin. */
function detailsOf(lines: Line[]) {
  const signatures: string[] = [];
  const examples: { lang: string; meta: string; code: string }[] = [];
  const text = { description: [] as string[], parameters: [] as string[], returns: [] as string[] };
  let basis: string | undefined;
  const stack: { level: number; part: ReturnType<typeof partOf> | 'other' }[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const { heading, fence, text: line } = lines[index];
    if (heading) {
      while (stack.length && stack[stack.length - 1].level >= heading.level) stack.pop();
      stack.push({ level: heading.level, part: partOf(heading.title) ?? 'other' });
      continue;
    }
    // Within an example, its own headings are still the example's; else the innermost subsection decides.
    const part = stack.some(({ part }) => part === 'example') ? 'example' : (stack.at(-1)?.part ?? 'signature');
    if (fence) {
      const code: string[] = [];
      for (index += 1; index < lines.length && !/^`{3,}\s*$/.test(lines[index].text); index += 1)
        code.push(lines[index].text);
      if (part === 'example') examples.push({ ...fence, code: code.join('\n') });
      else if (part === 'signature') signatures.push(code.join('\n'));
      continue;
    }
    const basisLine = BASIS_LINE.exec(line);
    if (basisLine && !basis) basis = basisLine[1].replace(/\.$/, '');
    else if (part === 'signature') text.description.push(line);
    else if (part === 'parameters' || part === 'returns') text[part].push(line);
  }
  const example = examples.find(({ lang, meta }) => isCheckedExample(lang, meta));
  return {
    signatures,
    description: trimmed(text.description),
    parameters: trimmed(text.parameters) || undefined,
    returns: trimmed(text.returns) || undefined,
    basisWording: basis,
    example: example?.code,
  };
}

// Markdown links and code spans as their text, for a table cell's type or value.
const cellText = (cell: string) =>
  cell
    .replace(/\[\]\(\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\\([[\]|])/g, '$1')
    .trim();

/** The cells of a Markdown table's row (`| a | b \| c |`). */
const cellsOf = (row: string) =>
  row
    .replace(/^\|\s*|\s*\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** A member listed in a table of the twin (an interface's property, an enumeration's member), by its own name. */
function tableMember(lines: Line[], own: string) {
  for (let index = 0; index < lines.length; index += 1) {
    const row = lines[index].text;
    if (!row.startsWith('|')) continue;
    const cells = cellsOf(row);
    if (cellText(cells[0]) !== own) continue;
    let header = index;
    while (header > 0 && lines[header - 1].text.startsWith('|')) header -= 1;
    const columns = cellsOf(lines[header].text);
    const column = (name: string) => {
      const at = columns.indexOf(name);
      return at >= 0 ? cellText(cells[at]) : undefined;
    };
    const [type, value, modifier] = [column('Type'), column('Value'), column('Modifier')];
    const signature = `${modifier ? `${modifier} ` : ''}${own}${type ? `: ${type}` : ''}${value ? ` = ${value}` : ''}`;
    return { signatures: [signature], description: cells[cells.length - 1] };
  }
  return { signatures: [], description: '' };
}

/** The lines of a headed member (its `### ` heading's section) or the symbol's own (before its members). */
function partLines(lines: Line[], place: ApiPlace): Line[] | undefined {
  if (!place.page) {
    const end = lines.findIndex(({ heading }) => heading?.level === 2 && MEMBER_SECTIONS.has(heading.title));
    return lines.slice(1, end < 0 ? undefined : end);
  }
  const start = lines.findIndex(({ heading }) => heading?.level === 3 && heading.title === place.title);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.heading && line.heading.level <= 3);
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The first paragraph of Markdown, as text. */
const firstParagraph = (markdown: string) =>
  (markdown.split('\n\n')[0] ?? '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The PROVENANCE.md key of a place in the reference area `area`: `Mutator | Mutator.revert`, `Mutator | new Mutator()`. */
function provenanceKey(place: ApiPlace, area: string): string {
  if (!place.page) return `${area} | ${place.name}${place.kind === 'Namespace' ? ' (namespace)' : ''}`;
  const owner = nameOf(place.page);
  return place.kind === 'Constructor' ? `${area} | new ${owner}()` : `${area} | ${place.name}`;
}

/** The entries of one built page of a symbol: the symbol, then its members. */
export function pageSymbols(page: BuiltPage, apiBase: string, provenance: Provenance): SymbolEntry[] {
  const places = apiPlaces(page.html, page.permalink);
  const lines = linesOf(page.twin);
  // A namespace's page is in its module's area.
  const area = page.permalink.startsWith(apiBase)
    ? areaOf(page.permalink, apiBase).replace(/\/namespaces\/.*$/, '')
    : '';
  const symbolRow = places[0] && provenance.get(provenanceKey(places[0], area));
  return places.map((place) => {
    const own = partLines(lines, place);
    const details = own ? detailsOf(own) : { ...detailsOf([]), ...tableMember(lines, nameOf(place.title)) };
    const row = provenance.get(provenanceKey(place, area)) ?? symbolRow;
    const wording = details.basisWording ?? (row && basisWords(row));
    return {
      name: place.name,
      kind: place.kind,
      area,
      url: place.url,
      ...(place.page && { owner: nameOf(place.page) }),
      summary: place.description || firstParagraph(details.description),
      signatures: details.signatures,
      description: details.description,
      ...(details.parameters && { parameters: details.parameters }),
      ...(details.returns && { returns: details.returns }),
      ...(row && wording && { basis: { basis: BASIS_NAMES[row.basis], wording } }),
      ...(details.example && { example: { code: details.example, url: place.url } }),
      ...(!place.page && places.length > 1 && { members: places.slice(1).map(({ name }) => name) }),
    };
  });
}

/**
 * The index of a docs version from its built pages. A name documented twice (a hand-written
 * operation page beside its reference page) has one entry, the reference's, which names the other
 * page and takes its example when it has none.
 */
export function symbolIndex(
  pages: BuiltPage[],
  { root, siteUrl, provenance }: { root: string; siteUrl: string; provenance: Provenance },
): SymbolIndex {
  const entries = pages.flatMap((page) => pageSymbols(page, `${root}api/`, provenance));
  const symbols: SymbolEntry[] = [];
  for (const entry of entries) {
    const same = symbols.find(({ name, area }) => name === entry.name && !(area && entry.area));
    if (!same) {
      symbols.push(entry);
      continue;
    }
    const [first, second] = entry.area ? [entry, same] : [same, entry];
    const merged: SymbolEntry = {
      ...first,
      basis: first.basis ?? second.basis,
      example: first.example ?? second.example,
      seeAlso: [...(first.seeAlso ?? []), second.url],
    };
    symbols.splice(symbols.indexOf(same), 1, merged);
  }
  return { format: SYMBOL_INDEX_FORMAT, siteUrl, root, symbols };
}
