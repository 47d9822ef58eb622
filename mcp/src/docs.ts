// What the server knows of a built site, read once at start: its symbol index (symbols.json) and
// its pages (llms.txt, one link to each page's Markdown twin), and how each answer is worded, every
// one citing the published URL of what it is about.
import {
  SYMBOL_INDEX_FILE,
  SYMBOL_INDEX_FORMAT,
  type SymbolEntry,
  type SymbolIndex,
} from '../../src/symbolIndex/format';
import type { SiteFiles } from './site';

/** Why the server cannot start on a site: said in one line on standard error. */
export class SiteError extends Error {}

export interface Page {
  title: string;
  description: string;
  /** The twin's path under the site's root (`guides/getting-started.md`). */
  twin: string;
}

export interface Docs {
  index: SymbolIndex;
  pages: Page[];
  /** The published URL of a path of the site (`/mutate/api/Mutator/classes/Mutator#revert`). */
  publishedUrl(sitePath: string): string;
  /** Markdown of the site with its site-absolute links made published URLs. */
  withPublishedLinks(markdown: string): string;
}

const LLMS_LINK = /^- \[(.+)\]\(([^)]+)\)(?:: (.*))?$/;

/** Reads the site's index and page list; a SiteError when there is no site, or one built before the index. */
export async function readDocs(site: SiteFiles): Promise<Docs> {
  const build = 'run `npm run build` in the docs repository';
  await site.revalidate(SYMBOL_INDEX_FILE);
  const [indexFile, llms] = await Promise.all([site.read(SYMBOL_INDEX_FILE), site.read('llms.txt')]);
  if (!llms) throw new SiteError(`No built docs site at ${site.origin} (it has no llms.txt): ${build} first.`);
  const index = indexFile && (JSON.parse(indexFile.toString('utf8')) as SymbolIndex);
  if (!index || index.format !== SYMBOL_INDEX_FORMAT)
    throw new SiteError(
      `The docs site at ${site.origin} was built before this server (it has no ${SYMBOL_INDEX_FILE} of format ${SYMBOL_INDEX_FORMAT}): ${build} again.`,
    );
  const pages = llms
    .toString('utf8')
    .split('\n')
    .flatMap((line) => {
      const link = LLMS_LINK.exec(line);
      if (!link?.[2].startsWith(index.root)) return [];
      return [{ title: link[1], twin: link[2].slice(index.root.length), description: link[3] ?? '' }];
    });
  const publishedUrl = (sitePath: string) =>
    sitePath.startsWith(index.root) ? `${index.siteUrl}${sitePath.slice(index.root.length)}` : sitePath;
  const links = new RegExp(`\\]\\(${index.root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
  return {
    index,
    pages,
    publishedUrl,
    withPublishedLinks: (markdown) => markdown.replace(links, `](${index.siteUrl}`),
  };
}

/** Edit distance (insertions, deletions, substitutions and swaps of neighbours), for close names. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The names closest to `name`, in any letter case: at most `count`, nearest first. */
export function closeNames(name: string, names: string[], count = 5): string[] {
  const wanted = name.toLowerCase();
  return [...new Set(names)]
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      // A member named by its own name alone (`revert` for `Mutator.revert`) is close too.
      const own = lower.slice(lower.lastIndexOf('.') + 1);
      return {
        candidate,
        score: Math.min(distance(wanted, lower), distance(wanted, own) + 1),
        // Among names as close, those written in the same letter case first (`Mutatr`: `Mutator`, then `mutate`).
        caseScore: distance(name, candidate),
      };
    })
    .filter(({ candidate, score }) => score <= Math.max(2, Math.ceil(candidate.length / 3)))
    .sort((a, b) => a.score - b.score || a.caseScore - b.caseScore || a.candidate.localeCompare(b.candidate, 'en'))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/**
 * A name as written in code or prose: `Mutator#revert()` and `Mutator.revert()` are
 * `Mutator.revert`, an optional property's `modify?` is `modify`.
 */
export const asName = (text: string): string =>
  text
    .trim()
    .replace(/^[`'"]|[`'"]$/g, '')
    .replace(/\s*(?:#|::|\.)\s*/g, '.')
    .replace(/\(\)$|\?$/, '');

/** The entries of `name`: in its own letter case if it has any, else in any case. */
export function symbolsNamed(index: SymbolIndex, name: string): SymbolEntry[] {
  const wanted = asName(name);
  const exact = index.symbols.filter((entry) => entry.name === wanted);
  return exact.length ? exact : index.symbols.filter((entry) => entry.name.toLowerCase() === wanted.toLowerCase());
}

const fenced = (code: string) => `\`\`\`ts\n${code}\n\`\`\``;

/** A symbol's entry as Markdown, for get_symbol. */
export function symbolMarkdown(entry: SymbolEntry, docs: Docs): string {
  const url = docs.publishedUrl(entry.url);
  const sections = [
    `# ${entry.name}`,
    `${entry.kind}${entry.owner ? ` of ${entry.owner}` : ''}, in the reference's area \`${entry.area || 'guides'}\`. Page: ${url}`,
    ...(entry.basis ? [`**Basis:** ${entry.basis.basis}. The site says: ${entry.basis.wording}.`] : []),
    ...(entry.signatures.length
      ? [`## ${entry.signatures.length > 1 ? 'Signatures' : 'Signature'}`, ...entry.signatures.map(fenced)]
      : []),
    ...(entry.description ? ['## Description', entry.description] : []),
    ...(entry.parameters ? ['## Parameters', entry.parameters] : []),
    ...(entry.returns ? ['## Returns', entry.returns] : []),
    ...(entry.example
      ? [
          '## Example',
          `Compiled against the declarations by the site's build; from ${docs.publishedUrl(entry.example.url)}`,
          fenced(entry.example.code),
        ]
      : []),
    ...(entry.members?.length ? ['## Members', entry.members.map((name) => `\`${name}\``).join(', ')] : []),
    ...(entry.seeAlso?.length ? ['## See also', ...entry.seeAlso.map((path) => docs.publishedUrl(path))] : []),
  ];
  return docs.withPublishedLinks(sections.join('\n\n'));
}

/** The longest one-line summary list_symbols gives: its first sentence, cut there. */
const SUMMARY_LENGTH = 160;
export const oneLine = (summary: string): string => {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(summary)?.[0] ?? summary;
  return sentence.length > SUMMARY_LENGTH ? `${sentence.slice(0, SUMMARY_LENGTH - 1)}…` : sentence;
};

/** The reference's areas, in alphabetical order. */
export const areasOf = (index: SymbolIndex): string[] =>
  [...new Set(index.symbols.filter(({ owner }) => !owner).map(({ area }) => area))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
