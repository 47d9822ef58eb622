// mutate-docs-mcp: a Model Context Protocol server over stdio for the Mutate docs. It reads a built
// site, build/ by default, another folder, or the published site (`--site https://…`), and answers
// with the site's own search, its symbols with their basis, and its pages as Markdown; each page
// is a resource too. Standard output carries the protocol alone; anything else goes to standard error.
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { WORD_RESULTS } from '../../src/search/searchSite';
import {
  areasOf,
  closeNames,
  oneLine,
  readDocs,
  SiteError,
  symbolMarkdown,
  symbolsNamed,
  type Docs,
  type Page,
} from './docs';
import { loadPagefind, MAX_QUERY_LENGTH, searchDocs } from './search';
import { folderSite, publishedSite, type SiteFiles } from './site';

// Whatever a dependency logs goes to standard error, never into the protocol.
console.log = console.info = console.debug = console.warn = console.error;

const USAGE = 'usage: mutate-docs-mcp [--site <build folder or https:// URL of the published docs>]';

/** The site named on the command line: a folder (build/ by default) or a published site's URL. */
function siteOf(argv: string[]): SiteFiles {
  const at = argv.indexOf('--site');
  if (argv.some((arg) => arg !== '--site' && arg !== argv[at + 1]) || (at >= 0 && !argv[at + 1]))
    throw new SiteError(USAGE);
  const site = at >= 0 ? argv[at + 1] : 'build';
  if (!/^https?:\/\//.test(site)) return folderSite(path.resolve(site));
  const url = new URL(site.endsWith('/') ? site : `${site}/`);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new SiteError(`The published docs are read over HTTPS: ${site}`);
  return publishedSite(url);
}

const text = (body: string) => ({ content: [{ type: 'text' as const, text: body }] });
const failure = (body: string) => ({ ...text(body), isError: true });
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/**
 * The page named by its published URL, its path in the site (`/mutate/guides/getting-started`) or
 * its path under the site's root (`guides/getting-started`, with or without `.md`); undefined for
 * anything else: only the pages llms.txt lists are served.
 */
export function pageOf(docs: Docs, reference: string): Page | undefined {
  const { siteUrl, root } = docs.index;
  const wanted = reference.trim().replace(/[?#].*$/, '');
  const relative = /^[a-z][a-z+.-]*:/i.test(wanted)
    ? wanted.startsWith(siteUrl) && wanted.slice(siteUrl.length)
    : wanted.startsWith('/')
      ? wanted.startsWith(root) && wanted.slice(root.length)
      : wanted;
  if (relative === false) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative).replace(/\.md$/, '');
  } catch {
    return undefined;
  }
  const twins =
    decoded === '' || decoded.endsWith('/') ? [`${decoded}index.md`] : [`${decoded}.md`, `${decoded}/index.md`];
  return docs.pages.find(({ twin }) => twins.includes(twin));
}

export function createServer(site: SiteFiles, docs: Docs): McpServer {
  const server = new McpServer({ name: 'mutate-docs', version: '1.0.0' });
  // Loaded once, from the start; a failure is said by the search that waited for it, and the next tries again.
  let pagefind: ReturnType<typeof loadPagefind> | undefined;
  const searchIndex = () => {
    pagefind ??= loadPagefind(site, docs.index.root);
    pagefind.catch(() => (pagefind = undefined));
    return pagefind;
  };
  searchIndex().catch((error: unknown) => console.error(`mutate-docs-mcp: search could not load: ${String(error)}`));
  const readTwin = async (twin: string) => {
    const bytes = await site.read(twin);
    return bytes && docs.withPublishedLinks(bytes.toString('utf8'));
  };

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Mutate docs',
      description: `The site's own search, ranked as its search box ranks it: pages, their sections, and the API's symbols and members. Each result has its title, kind, an excerpt and its URL. Queries of at most ${MAX_QUERY_LENGTH} characters.`,
      inputSchema: {
        query: z.string().describe('Words, or an API name (`Mutator.revert`)'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(WORD_RESULTS)
          .optional()
          .describe(`Results, at most ${WORD_RESULTS} (the default)`),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            kind: z.string(),
            page: z.string().optional(),
            excerpt: z.string(),
            url: z.string(),
          }),
        ),
      },
      annotations: READ_ONLY,
    },
    async ({ query, limit = WORD_RESULTS }) => {
      if (query.length > MAX_QUERY_LENGTH)
        return failure(
          `The query is ${query.length} characters long; search takes at most ${MAX_QUERY_LENGTH}. Ask with fewer words, or a name.`,
        );
      const results = await searchDocs(await searchIndex(), query, limit, docs.publishedUrl);
      const list = results.map(
        (hit, at) =>
          `${at + 1}. **${hit.title}** (${hit.kind}${hit.page ? ` on ${hit.page}` : ''}): ${hit.url}\n   ${hit.excerpt}`,
      );
      return {
        ...text(list.length ? list.join('\n') : `Nothing found for "${query}".`),
        structuredContent: { results },
      };
    },
  );

  server.registerTool(
    'get_symbol',
    {
      title: 'A symbol of the Mutate API',
      description:
        "A symbol or member by its exact name in any letter case (`Mutator`, `Mutator.revert`, `collect.get`, `$mu`, `InsertPosition.After`): its kind, signatures, description, parameters and returns, its basis (verified, observed in calling code, named by the specification, or modelled) in the site's words, a compiled example where the site has one, and its page's URL.",
      inputSchema: { name: z.string().describe('The exact name, such as `Mutator.revert`') },
      annotations: READ_ONLY,
    },
    async ({ name }) => {
      const entries = symbolsNamed(docs.index, name);
      if (entries.length) return text(entries.map((entry) => symbolMarkdown(entry, docs)).join('\n\n---\n\n'));
      const close = closeNames(
        name,
        docs.index.symbols.map((entry) => entry.name),
      );
      return failure(
        `No symbol or member of the Mutate API is named "${name}".${close.length ? ` Close names: ${close.join(', ')}.` : ' search_docs finds symbols by their words.'}`,
      );
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'A page of the Mutate docs',
      description:
        'A page of the docs as Markdown (its twin), by its URL or its path (`guides/getting-started`, `/mutate/api/Mutator/classes/Mutator`, or the published URL). Pages outside the docs are refused.',
      inputSchema: { path: z.string().describe("The page's URL or path") },
      annotations: READ_ONLY,
    },
    async ({ path: reference }) => {
      const page = pageOf(docs, reference);
      const markdown = page && (await readTwin(page.twin));
      if (!page || !markdown)
        return failure(
          `"${reference}" is not a page of the Mutate docs (${docs.index.siteUrl}). search_docs finds pages; llms.txt lists them all.`,
        );
      return text(`${markdown.trimEnd()}\n\nSource: ${docs.index.siteUrl}${page.twin}\n`);
    },
  );

  server.registerTool(
    'list_symbols',
    {
      title: 'The symbols of the Mutate API',
      description:
        "The API's symbols by area (the reference's modules), each with its kind and a one-line summary; members are named by get_symbol of their owner. Give an area to list only its symbols and their members.",
      inputSchema: { area: z.string().optional().describe('An area, such as `Mutator` or `effects/TextModified`') },
      annotations: READ_ONLY,
    },
    async ({ area }) => {
      const areas = areasOf(docs.index);
      const wanted = area?.trim().replace(/^\/|\/$/g, '');
      const shown =
        wanted === undefined || wanted === ''
          ? areas
          : areas.filter((name) => name.toLowerCase() === wanted.toLowerCase());
      if (!shown.length) {
        const close = closeNames(wanted!, areas);
        return failure(
          `No area of the reference is named "${area}".${close.length ? ` Close areas: ${close.join(', ')}.` : ''} list_symbols without an area lists them all.`,
        );
      }
      const sections = shown.map((name) => {
        const entries = docs.index.symbols.filter((entry) => entry.area === name && (!entry.owner || wanted));
        const lines = entries.map(
          (entry) => `- \`${entry.name}\` (${entry.kind}): ${oneLine(entry.summary)} ${docs.publishedUrl(entry.url)}`,
        );
        return `## ${name || 'operations'}\n\n${lines.join('\n')}`;
      });
      return text(sections.join('\n\n'));
    },
  );

  for (const page of docs.pages) {
    const uri = `${docs.index.siteUrl}${page.twin}`;
    server.registerResource(
      page.twin,
      uri,
      { title: page.title, description: page.description || undefined, mimeType: 'text/markdown' },
      async () => {
        const markdown = await readTwin(page.twin);
        if (!markdown) throw new Error(`${uri} is missing from ${site.origin}`);
        return { contents: [{ uri, mimeType: 'text/markdown', text: markdown }] };
      },
    );
  }
  return server;
}

async function main() {
  const site = siteOf(process.argv.slice(2));
  const docs = await readDocs(site);
  await createServer(site, docs).connect(new StdioServerTransport());
  console.error(
    `mutate-docs-mcp: serving ${site.origin} (${docs.pages.length} pages, ${docs.index.symbols.length} symbols and members)`,
  );
}

main().catch((error: unknown) => {
  // One line: what is wrong and what to do.
  const message = error instanceof SiteError ? error.message : `could not start: ${String(error)}`;
  process.stderr.write(`mutate-docs-mcp: ${message.replace(/\s+/g, ' ')}\n`);
  process.exit(1);
});
