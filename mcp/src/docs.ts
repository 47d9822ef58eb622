// What the server knows of a built site, read once at start: its symbol index (symbols.json) and
// its pages (llms.txt, one link to each page's Markdown twin), and how each answer is worded, every
// one citing the published URL of what it is about.
import { MCP_TOOLS } from '../../src/shared/mcpTools.mjs';
import { LLMS_FILE, SYMBOL_INDEX_FILE } from '../../src/shared/siteLayout.mjs';
import { firstSentence } from '../../src/shared/text.mjs';
import { SYMBOL_INDEX_FORMAT, type SymbolEntry, type SymbolIndex } from '../../src/symbolIndex/format';
import { ownerName, ownName } from './names';
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
  const [indexFile, llms] = await Promise.all([site.read(SYMBOL_INDEX_FILE), site.read(LLMS_FILE)]);
  if (!llms) throw new SiteError(`No built docs site at ${site.origin} (it has no ${LLMS_FILE}): ${build} first.`);
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

const fenced = (code: string) => `\`\`\`ts\n${code}\n\`\`\``;

/** The entries that share a member's own name, one line each, for get_symbol to list. */
export function sharedNameMarkdown(entries: SymbolEntry[], docs: Docs): string {
  const lines = entries.map(
    (entry) =>
      `- \`${entry.name}\`: ${entry.kind} of \`${ownerName(entry)}\`. ${oneLine(entry.summary)} ${docs.publishedUrl(entry.url)}`,
  );
  return `${entries.length} members are named \`${ownName(entries[0])}\`; ${MCP_TOOLS.getSymbol} gives one by its full name:\n\n${lines.join('\n')}`;
}

/** A symbol's entry as Markdown, for get_symbol. */
export function symbolMarkdown(entry: SymbolEntry, docs: Docs): string {
  const url = docs.publishedUrl(entry.url);
  const sections = [
    `# ${entry.name}`,
    `${[...(entry.modifiers ?? []), entry.kind].join(' ')}${entry.owner ? ` of ${entry.owner}` : ''}, in the reference's area \`${entry.area}\`. Page: ${url}`,
    ...(entry.inheritedFrom ? [`Inherited from \`${entry.inheritedFrom}\`.`] : []),
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
    ...(entry.seeAlso?.length ? ['## See also', ...entry.seeAlso] : []),
  ];
  return docs.withPublishedLinks(sections.join('\n\n'));
}

/** The longest one-line summary list_symbols gives: its first sentence, cut there. */
const SUMMARY_LENGTH = 160;
export const oneLine = (summary: string): string => {
  const sentence = firstSentence(summary);
  return sentence.length > SUMMARY_LENGTH ? `${sentence.slice(0, SUMMARY_LENGTH - 1)}…` : sentence;
};

/** The reference's areas, in alphabetical order. */
export const areasOf = (index: SymbolIndex): string[] =>
  [...new Set(index.symbols.filter(({ owner }) => !owner).map(({ area }) => area))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
