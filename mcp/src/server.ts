// mutate-docs-mcp: a Model Context Protocol server over stdio for the Mutate docs. It reads a built
// site, build/ by default, another folder, or the published site (`--site https://…`), and answers
// with the site's own search, its symbols with their basis, and its pages as Markdown; each page
// and llms.txt are resources too. Standard output carries the protocol alone; anything else goes
// to standard error. Every argument is checked by its tool's schema before any work: strings of
// at most MAX_INPUT_LENGTH characters, and no argument the schema does not name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { INDEX_BASIS } from '../../src/shared/basis.mjs';
import { MCP_TOOLS } from '../../src/shared/mcpTools.mjs';
import { LLMS_FILE, LLMS_FULL_FILE } from '../../src/shared/siteLayout.mjs';
import { SUGGESTION_COUNT } from '../../src/search/suggestionCount';
import { areasOf, oneLine, readDocs, sharedNameMarkdown, SiteError, symbolMarkdown, type Docs } from './docs';
import { areasNamed, closeNames, entriesNamed } from './names';
import { pageReference, sectionOf } from './paths';
import { loadPagefind, searchDocs } from './search';
import type { Pagefind } from '../../src/search/searchSite';
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

/** The longest name, path, area or query taken: longer is none of them, and costs work for nothing. */
export const MAX_INPUT_LENGTH = 200;
/** A string argument of at most MAX_INPUT_LENGTH characters; a longer one is refused without being repeated. */
const bounded = (what: string) => z.string().max(MAX_INPUT_LENGTH, `${what} of at most ${MAX_INPUT_LENGTH} characters`);
/** A tool's arguments: those of `shape` and no others. */
const only = <Shape extends z.ZodRawShape>(tool: string, shape: Shape) =>
  z.object(shape).strict(
    `${tool} takes only ${Object.keys(shape)
      .map((key) => `\`${key}\``)
      .join(' and ')}`,
  );

/** The bases get_symbol names, as a list: `a, b, or c`. */
const BASIS_NAMES = Object.values(INDEX_BASIS)
  .map((name, at, names) => (at === names.length - 1 ? `or ${name}` : name))
  .join(', ');

/** The llms files at the site's root that get_page serves besides the pages' twins. */
const LLMS_FILES = [LLMS_FILE, LLMS_FULL_FILE];

/** The package's version, as its package.json states it (beside src/ and dist/ alike). */
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The server over a site whose docs and search index are loaded. */
export function createServer(site: SiteFiles, docs: Docs, pagefind: Pagefind): McpServer {
  const server = new McpServer({ name: 'mutate-docs', version });
  const readTwin = async (twin: string) => {
    const bytes = await site.read(twin);
    return bytes && docs.withPublishedLinks(bytes.toString('utf8'));
  };

  server.registerTool(
    MCP_TOOLS.searchDocs,
    {
      title: 'Search the Mutate docs',
      description: `The site's own search, ranked as its search box ranks it: pages, their sections, and the API's symbols and members. Each result has its title, kind, an excerpt and its URL. Queries of at most ${MAX_INPUT_LENGTH} characters.`,
      inputSchema: only(MCP_TOOLS.searchDocs, {
        query: bounded('A query').describe('Words, or an API name (`Mutator.revert`)'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(SUGGESTION_COUNT)
          .optional()
          .describe(`Results, at most ${SUGGESTION_COUNT} (the default)`),
      }),
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
    async ({ query, limit = SUGGESTION_COUNT }) => {
      const results = await searchDocs(pagefind, query, limit, docs.publishedUrl);
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
    MCP_TOOLS.getSymbol,
    {
      title: 'A symbol of the Mutate API',
      description: `A symbol or member by its name in any letter case (\`Mutator\`, \`Mutator.revert\`, \`collect.get\`, \`$mu\`, \`InsertPosition.After\`), or a member by its own name (\`getScope\`): its kind, signatures, description, parameters and returns, where it is inherited from, its basis (${BASIS_NAMES}) in the site's words, a compiled example where the site has one, and its page's URL. A member's own name that several share lists them.`,
      inputSchema: only(MCP_TOOLS.getSymbol, {
        name: bounded('A name').describe('The name, such as `Mutator.revert` or `revert`'),
      }),
      annotations: READ_ONLY,
    },
    async ({ name }) => {
      const { by, found } = entriesNamed(docs.index.symbols, name);
      if (by === 'member' && found.length > 1) return text(sharedNameMarkdown(found, docs));
      if (found.length) return text(found.map((entry) => symbolMarkdown(entry, docs)).join('\n\n---\n\n'));
      const close = closeNames(
        name,
        docs.index.symbols.map((entry) => entry.name),
      );
      return failure(
        `No symbol or member of the Mutate API is named "${name}".${close.length ? ` Close names: ${close.join(', ')}.` : ` ${MCP_TOOLS.searchDocs} finds symbols by their words.`}`,
      );
    },
  );

  server.registerTool(
    MCP_TOOLS.getPage,
    {
      title: 'A page of the Mutate docs',
      description: `A page of the docs as Markdown (its twin), by its URL or its path (\`guides/getting-started\`, \`/mutate/api/Mutator/classes/Mutator\`, or the published URL); with a \`#fragment\`, that section alone, under the page's title. \`${LLMS_FILE}\` lists every page; \`${LLMS_FULL_FILE}\` holds them all. Pages outside the docs are refused.`,
      inputSchema: only(MCP_TOOLS.getPage, { path: bounded('A path or URL').describe("The page's URL or path") }),
      annotations: READ_ONLY,
    },
    async ({ path: reference }) => {
      const notPage = failure(
        `That is not a page of the Mutate docs (${docs.index.siteUrl}). ${MCP_TOOLS.searchDocs} finds pages; ${LLMS_FILE} lists them all.`,
      );
      const wanted = pageReference(reference, docs.index);
      if (!wanted) return notPage;
      const llms = LLMS_FILES.find((file) => wanted.files.includes(file));
      if (llms) {
        const markdown = await readTwin(llms);
        return markdown ? text(markdown) : notPage;
      }
      const page = docs.pages.find(({ twin }) => wanted.files.includes(twin));
      const markdown = page && (await readTwin(page.twin));
      if (!page || !markdown) return notPage;
      const source = `${docs.index.siteUrl}${page.twin}`;
      if (!wanted.fragment) return text(`${markdown.trimEnd()}\n\nSource: ${source}\n`);
      const section = sectionOf(markdown, wanted.fragment);
      const url = `${source.replace(/(?:\/index)?\.md$/, (end) => (end === '.md' ? '' : '/'))}#${wanted.fragment}`;
      if (!section) return failure(`The page "${page.title}" (${source}) has no section with that anchor.`);
      return text(`# ${page.title}\n\n${section}\n\nSection of ${url}\nSource: ${source}\n`);
    },
  );

  server.registerTool(
    MCP_TOOLS.listSymbols,
    {
      title: 'The symbols of the Mutate API',
      description: `The API's symbols by area (the reference's modules), each with its kind and a one-line summary; members are named by ${MCP_TOOLS.getSymbol} of their owner. Give an area (or a folder of areas, such as \`effects\`) to list only its symbols and their members.`,
      inputSchema: only(MCP_TOOLS.listSymbols, {
        area: bounded('An area').optional().describe('An area, such as `Mutator`, `effects/TextModified` or `effects`'),
      }),
      annotations: READ_ONLY,
    },
    async ({ area }) => {
      const areas = areasOf(docs.index);
      const shown = areasNamed(areas, area);
      if (!shown.length) {
        const close = closeNames(area!, areas);
        return failure(
          `No area of the reference is named "${area}".${close.length ? ` Close areas: ${close.join(', ')}.` : ''} ${MCP_TOOLS.listSymbols} without an area lists them all.`,
        );
      }
      const withMembers = shown !== areas;
      const sections = shown.map((name) => {
        const entries = docs.index.symbols.filter((entry) => entry.area === name && (!entry.owner || withMembers));
        const lines = entries.map(
          (entry) => `- \`${entry.name}\` (${entry.kind}): ${oneLine(entry.summary)} ${docs.publishedUrl(entry.url)}`,
        );
        return `## ${name}\n\n${lines.join('\n')}`;
      });
      return text(sections.join('\n\n'));
    },
  );

  // Every page, and llms.txt, which lists them.
  const llms = { twin: LLMS_FILE, title: LLMS_FILE, description: 'Every page of the docs, with its summary' };
  for (const page of [...docs.pages, llms]) {
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
  // Loaded before the tools are offered: a server without search would offer a tool that cannot answer.
  const pagefind = await loadPagefind(site, docs.index.root).catch((error: unknown) => {
    throw new SiteError(`The search index of the docs site at ${site.origin} could not load: ${String(error)}`);
  });
  // One search before the first call: Pagefind compiles its WebAssembly and reads its index's
  // metadata on the first, which took 150–470 ms, over the 50 ms a call may take.
  await searchDocs(pagefind, 'collect mutate revert', 1, docs.publishedUrl);
  await createServer(site, docs, pagefind).connect(new StdioServerTransport());
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
