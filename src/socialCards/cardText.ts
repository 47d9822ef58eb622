// What a page's card says: its title, and above it what the page is. Read off the page's path,
// which the reference's generator and the sidebar fix (src/search/pageKind.ts), and its title.
import { isKindFolder } from '../apiReference/kindFolders';
import { pageKind, SYMBOL_KINDS } from '../search/pageKind';

export interface CardText {
  /** The big line: the page's title, without the kind a reference page's title starts with. */
  title: string;
  /** What the page is, and where in the reference ("Class · Mutator"); none for some pages. */
  kicker?: string;
}

/** The module path of a generated reference page (`api/effects/Abstract/classes/…` → `effects/Abstract`): the folders before its first kind folder. */
function modulePath(parts: string[]): string {
  const end = parts.findIndex((part, index) => index > 0 && isKindFolder(part));
  return parts.slice(1, end === -1 ? undefined : end).join('/');
}

/**
 * The card of the docs page at `path` (relative to the docs' root: `api/Mutator/classes/Mutator`,
 * `guides/getting-started`, `` for the Introduction) titled `title` (its <title>, without the site's
 * name).
 */
export function cardText(path: string, title: string): CardText {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return { title };
  const { section, kind } = pageKind(path);
  if (section === 'Guides') return { title, kicker: 'Guide' };
  if (parts[0] === 'api-custom') {
    // collect's and mutate's own pages, then their operations (collect.get, mutate.revert).
    return { title, kicker: kind === 'Operation' ? `Operation · ${parts[1]}` : kind };
  }
  if (kind === 'Overview') return { title };
  if (kind === 'Module') return { title, kicker: 'Module' };
  const area = modulePath(parts);
  // "Abstract Class: AbstractEffect", "Type Alias: SelectorType": the kind as the title says it.
  const titled = /^([A-Z][A-Za-z ]*): (.+)$/.exec(title);
  if (SYMBOL_KINDS.includes(kind) && titled) return { title: titled[2], kicker: `${titled[1]} · ${area}` };
  // The module list ("Mutate API: Modules"), and lists of one kind of a module's pages.
  if (kind === 'Module list') return { title: titled?.[2] ?? title, kicker: 'API reference' };
  return { title, kicker: `API reference · ${area}` };
}

/** The image's text alternative: what the card says. */
export const cardAlt = (siteName: string, { title, kicker }: CardText): string =>
  `${siteName} documentation: ${title}${kicker ? ` (${kicker})` : ''}`;
