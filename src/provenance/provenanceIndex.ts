// The rows of library/PROVENANCE.md, and which of them a page's prose names: inline code such as
// `collect.pause(name)`, `Collector`, `.prepend()` or `revert()`, and links to reference pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isKindFolder } from '../apiReference/kindFolders';
import { ABOUT, readProvenance } from './provenanceTable.mjs';
import type { Basis } from '../shared/basis.mjs';
import { REFERENCE_FOLDER } from '../shared/siteLayout.mjs';
import { currentVersion, isReferencePage } from '../versioning/docsVersions';

export type ProvenanceRow = { basis: Basis; modelled?: string; facts: string[] };
export type Provenance = Map<string, ProvenanceRow>;

/** A link to a reference page, its page's path after the reference's folder and its fragment. */
const REFERENCE_LINK = new RegExp(`^/${REFERENCE_FOLDER}/([^#?]+)(?:#(.+))?$`);

/** Where the /api page explains the bases. */
export const aboutBasis: string = ABOUT;

/** The PROVENANCE.md of the declarations at `libraryRoot`, the current version's by default. */
export const provenanceFileOf = (libraryRoot: string): string => path.join(libraryRoot, 'PROVENANCE.md');

export const provenanceFile = provenanceFileOf(currentVersion.libraryRoot);

/** The rows of a PROVENANCE.md text, keyed `module | label`. */
export const parseProvenance = (markdown: string): Provenance => readProvenance(markdown) as Provenance;

export const readProvenanceFile = (file = provenanceFile): Provenance => parseProvenance(readFileSync(file, 'utf8'));

/** Only the hand-written pages: the generated reference (docs/api/) states each page's basis itself. */
export const isHandWritten = (page: string | undefined): boolean =>
  !!page && /\.mdx$/.test(page) && !isReferencePage(page);

/** The label a key gives readers: `Mutator.relocate` for `Mutator | Mutator.relocate`. */
export const labelOf = (key: string): string => key.split(' | ')[1];

// The objects a page's readers hold in their hands: what `mutate` and `$mu`, `collect` and
// `inject` return. A call such as `revert()` written alone in prose is one of their methods.
const HELD = ['Mutator', 'Collector', 'Inserter'];

/** Resolves the names a page's prose writes to PROVENANCE.md keys. */
function createProseResolver(provenance: Provenance) {
  const byLabel = new Map<string, string>();
  const heldMembers = new Map<string, string[]>();
  for (const key of provenance.keys()) {
    const label = labelOf(key);
    // A namespace row stands for the functions it holds; `new X()` rows for their class.
    if (label.endsWith(' (namespace)') || label.startsWith('new ')) continue;
    byLabel.set(label, key);
    const [owner, member] = label.split('.');
    if (member && HELD.includes(owner)) heldMembers.set(member, [...(heldMembers.get(member) ?? []), key]);
  }

  /** The key of a link to a reference page: `/api/Mutator/classes/Mutator#revert` and the like. */
  function ofLink(url: string): string | undefined {
    const match = REFERENCE_LINK.exec(url);
    if (!match) return undefined;
    const parts = match[1].split('/');
    const kind = parts.findIndex(isKindFolder);
    if (kind < 1 || kind + 1 >= parts.length) return undefined;
    const module = parts.slice(0, kind).join('/');
    const names = parts.slice(kind + 1).filter((part) => !isKindFolder(part));
    const symbol = names.join('.');
    if (!provenance.has(`${module} | ${symbol}`)) return undefined;
    const anchor = match[2]?.toLowerCase();
    const member =
      anchor &&
      [...provenance.keys()].find((key) => key.toLowerCase() === `${module} | ${symbol}.${anchor}`.toLowerCase());
    return member || `${module} | ${symbol}`;
  }

  /**
   * Every key inline code may name, when all it holds is a name, perhaps called: `a.b(x)`, `.c()`.
   * More than one when a member is written alone and several of the held objects have it.
   */
  function candidatesOfInlineCode(code: string): string[] {
    const match = /^(\.)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\))?$/.exec(code.trim());
    if (!match) return [];
    const [, dot, name, call] = match;
    const key = byLabel.get(name);
    if (key && !dot) return [key];
    // A member written alone counts only as a call: a bare word may be a parameter's name.
    return (!name.includes('.') && (dot || call) && heldMembers.get(name)) || [];
  }

  /** The key inline code names, if it names exactly one. */
  function ofInlineCode(code: string): string | undefined {
    const keys = candidatesOfInlineCode(code);
    return keys.length === 1 ? keys[0] : undefined;
  }

  return { ofLink, ofInlineCode, candidatesOfInlineCode };
}

type ProseResolver = ReturnType<typeof createProseResolver>;
const resolvers = new WeakMap<Provenance, ProseResolver>();

/** The resolver of `provenance`'s names, built once per table: the plugins ask for it on every page. */
export function proseResolverOf(provenance: Provenance): ProseResolver {
  if (!resolvers.has(provenance)) resolvers.set(provenance, createProseResolver(provenance));
  return resolvers.get(provenance)!;
}
