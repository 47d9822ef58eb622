// How the server matches the names an assistant sends to the API's symbols and members: as written
// in code or prose (`Mutator#revert()`), in any letter case, by a member's own name alone
// (`getScope` for `SCOPE.getScope`), and, for a name that matches nothing, the closest names. Pure
// functions of the names, their cost bounded by the inputs' length limit (server.ts).
import { asName } from '../../src/search/ranking';

/** What a name is matched against: a symbol (`Mutator`) or a member with its owner (`Mutator.revert`, `collect.get`). */
export interface Named {
  name: string;
}

/** A member's own name (`revert` of `Mutator.revert`, `get` of `collect.get`), or a symbol's name. */
export const ownName = ({ name }: Named): string => name.slice(name.lastIndexOf('.') + 1);

/** What a member's name says it belongs to (`Mutator` of `Mutator.revert`), or '' for a symbol. */
export const ownerName = ({ name }: Named): string => name.slice(0, Math.max(0, name.lastIndexOf('.')));

/** The entries whose `key` is `wanted`: in its own letter case if any, else in any case. */
function matching<T>(entries: T[], key: (entry: T) => string, wanted: string): T[] {
  const exact = entries.filter((entry) => key(entry) === wanted);
  if (exact.length) return exact;
  const lower = wanted.toLowerCase();
  return entries.filter((entry) => key(entry).toLowerCase() === lower);
}

/**
 * The entries `name` names, and how: by their full name (`Mutator.revert`, `collect.get`), or,
 * when none has it and it names no owner, by a member's own name (`getScope`, `get`), which
 * several members may share.
 */
export function entriesNamed<T extends Named>(entries: T[], name: string): { by: 'name' | 'member'; found: T[] } {
  const wanted = asName(name);
  const byName = matching(entries, (entry) => entry.name, wanted);
  if (byName.length || wanted.includes('.')) return { by: 'name', found: byName };
  return { by: 'member', found: matching(entries.filter(ownerName), ownName, wanted) };
}

/**
 * Edit distance (insertions, deletions, substitutions and swaps of neighbours), for close names:
 * three rows of numbers at a time, so that a call over every name of the index stays within a
 * few milliseconds.
 */
export function distance(a: string, b: string): number {
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2] + 1);
      row[j] = best;
    }
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length];
}

/** The names closest to `name`, in any letter case: at most `count`, nearest first. */
export function closeNames(name: string, names: string[], count = 5): string[] {
  const wanted = name.toLowerCase();
  const close: { candidate: string; score: number; caseScore: number }[] = [];
  for (const candidate of new Set(names)) {
    const lower = candidate.toLowerCase();
    // A member named by its own name alone (`revert` for `Mutator.revert`) is close too.
    const own = lower.slice(lower.lastIndexOf('.') + 1);
    const limit = Math.max(2, Math.ceil(candidate.length / 3));
    // Two names differ by their lengths' difference at least: a far longer input costs no distance.
    if (Math.abs(wanted.length - lower.length) > limit && Math.abs(wanted.length - own.length) + 1 > limit) continue;
    const score = Math.min(distance(wanted, lower), distance(wanted, own) + 1);
    // Among names as close, those written in the same letter case first (`Mutatr`: `Mutator`, then `mutate`).
    if (score <= limit) close.push({ candidate, score, caseScore: distance(name, candidate) });
  }
  return close
    .sort((a, b) => a.score - b.score || a.caseScore - b.caseScore || a.candidate.localeCompare(b.candidate, 'en'))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/**
 * The areas `wanted` names, in any letter case: one by its name (`Mutator`, `effects/TextModified`),
 * or a group by its folder (`effects`, `effects/`); every area when none is wanted.
 */
export function areasNamed(areas: string[], wanted: string | undefined): string[] {
  const name = (wanted ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (name === '') return areas;
  return areas.filter((area) => {
    const lower = area.toLowerCase();
    return lower === name || lower.startsWith(`${name}/`);
  });
}
