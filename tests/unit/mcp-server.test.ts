import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameOf } from '../../src/search/ranking';
import { searchSite, type Pagefind } from '../../src/search/searchSite';
import { SUGGESTION_COUNT } from '../../src/search/suggestionCount';
import { SYMBOL_INDEX_FILE } from '../../src/shared/siteLayout.mjs';
import type { SymbolIndex } from '../../src/symbolIndex/format';
import {
  builtPagefind,
  letterCaseQueries,
  nameQueries,
  partwayQueries,
  referenceTargets,
  taskQueries,
  type Query,
} from '../search-queries';
import { serveBuild } from '../../scripts/serve-build.mjs';
import { builtOutput } from './built-output';

// The assistants' server (mcp/), driven over stdio by the SDK's own client against the built site:
// every symbol and member by its name, the search query set against the search box's ranking, bad
// input, and the pages as resources.
const { buildDir } = builtOutput();
const server = path.resolve('mcp/dist/server.mjs');
const index = JSON.parse(readFileSync(path.join(buildDir, SYMBOL_INDEX_FILE), 'utf8')) as SymbolIndex;
const published = (sitePath: string) => `${index.siteUrl}${sitePath.slice(index.root.length)}`;

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean; structuredContent?: unknown };
let client: Client;
const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;
const textOf = (result: ToolResult) => result.content.map(({ text }) => text).join('\n');

beforeAll(async () => {
  // The server as `npm run mcp` runs it: bundled from its sources first.
  execFileSync(process.execPath, ['mcp/build.mjs'], { stdio: 'inherit' });
  client = new Client({ name: 'mutate-docs-tests', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [server, '--site', buildDir], stderr: 'ignore' }),
  );
});
afterAll(() => client?.close());

describe('tools', () => {
  it('lists the four tools, each read-only', async () => {
    const { tools } = await client.listTools();
    expect(tools.map(({ name }) => name)).toEqual(['search_docs', 'get_symbol', 'get_page', 'list_symbols']);
    for (const tool of tools) expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true });
    // llms.txt names the server and these tools in one line.
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8').split('\n');
    const line = llms.find((text) => text.includes('mutate-docs-mcp'));
    expect(line).toContain(`--site ${index.siteUrl}`);
    expect([...line!.matchAll(/`(\w+_\w+)`/g)].map(([, tool]) => tool)).toEqual(tools.map(({ name }) => name));
  });

  it('get_symbol answers every symbol and member by its exact name, citing its published URL', async () => {
    const { symbols, members } = referenceTargets(buildDir);
    expect(symbols.length + members.length).toBeGreaterThan(300);
    const missed: string[] = [];
    for (const { name, url } of [...symbols, ...members]) {
      const result = await call('get_symbol', { name });
      const text = textOf(result);
      // An optional property's name is given as its table writes it (`modify?`), and answered as `modify`.
      const heading = `# ${nameOf(name)}\n`;
      if (result.isError || !text.includes(heading) || !text.includes(published(url))) missed.push(name);
    }
    expect(missed).toEqual([]);
  });

  it('get_symbol gives kind, signature, description, parameters, returns, basis and a compiled example, in any case', async () => {
    const text = textOf(await call('get_symbol', { name: 'COLLECT.GET' }));
    expect(text).toMatch(
      /^# collect\.get\n\nFunction, in the reference's area `lib`\. Page: https:\/\/\S+\/api\/lib\/namespaces\/collect\/functions\/get\n/,
    );
    expect(text).toContain('```ts\nfunction get(name: string): Collector;\n```');
    expect(text).toMatch(/## Description\n\nFinds a registered collector by name\./);
    expect(text).toMatch(/## Parameters\n\n\| Parameter \| Type \| Description \|/);
    expect(text).toMatch(/## Returns\n\n`Collector`\n\nThe collector\./);
    expect(text).toContain("**Basis:** observed in calling code. The site says: seen in Evolv's own code");
    expect(text).toMatch(
      /## See also\n\n\[collect\.get\]\(https:\/\/\S+\/api-custom\/collect\/collect-get\), with examples\./,
    );
    expect(textOf(await call('get_symbol', { name: 'collect' }))).toMatch(
      /## Example\n\nCompiled against the declarations by the site's build; from https:\/\/\S+\/api\/lib\/functions\/collect\n\n```ts\n/,
    );
    // An inherited member says where from, its description its own.
    expect(textOf(await call('get_symbol', { name: 'CollectorNotFoundError.cause' }))).toMatch(
      /^# CollectorNotFoundError\.cause\n\noptional Property of CollectorNotFoundError[^\n]*\n\nInherited from `EvolvError\.cause`\.\n[^]*## Description\n\nThe error or value that led to this one, when one was given\./,
    );
    expect(textOf(await call('get_symbol', { name: 'InsertPosition.After' }))).toMatch(
      /Enumeration member of InsertPosition[^]*\*\*Basis:\*\* modelled\.[^]*```ts\nAfter = "after"\n```/,
    );
    expect(textOf(await call('get_symbol', { name: '$mu' }))).toContain(
      'function $mu(selector: SelectorType, name?: string): Mutator;',
    );
    expect(textOf(await call('get_symbol', { name: 'Mutator' }))).toMatch(/## Members\n\n.*`Mutator\.revert`/);
  });

  it("get_symbol gives an operation without an example of its own its page's first example, as its source writes it", async () => {
    for (const [name, page] of [
      ['collect.get', 'collect/collect-get'],
      ['mutate.revert', 'mutate/mutate-revert'],
    ]) {
      // The page's first TypeScript block under "## Examples", without the theme's highlight comments.
      const source = readFileSync(path.join('docs/api-custom', `${page}.mdx`), 'utf8');
      const examples = source.slice(source.indexOf('\n## Examples\n'));
      const start = examples.indexOf('\n```ts\n') + '\n```ts\n'.length;
      const code = examples
        .slice(start, examples.indexOf('\n```\n', start))
        .split('\n')
        .filter((line) => !/^\s*\/\/ highlight-/.test(line))
        .join('\n');
      expect(code, page).toContain(name);
      expect(textOf(await call('get_symbol', { name })), name).toContain(
        `## Example\n\nCompiled against the declarations by the site's build; from ${published(`${index.root}api-custom/${page}`)}\n\n\`\`\`ts\n${code}\n\`\`\``,
      );
    }
  });

  it('list_symbols lists every symbol by area with its kind and summary, or one area with its members', async () => {
    const all = textOf(await call('list_symbols', {}));
    const symbols = index.symbols.filter(({ owner }) => !owner);
    for (const { name, kind } of symbols) expect(all).toContain(`- \`${name}\` (${kind}): `);
    expect(all).not.toContain('`Mutator.revert`');
    const area = textOf(await call('list_symbols', { area: 'mutator' }));
    expect(area).toMatch(/^## Mutator\n/);
    expect(area).toContain(`- \`Mutator.revert\` (Method): Undoes every change`);
    expect(area).toContain(published('/mutate/api/Mutator/classes/Mutator#revert'));
  });

  it('get_page gives the Markdown twin by path or URL, its links published', async () => {
    const twin = readFileSync(path.join(buildDir, 'guides/getting-started.md'), 'utf8');
    for (const reference of [
      'guides/getting-started',
      '/mutate/guides/getting-started',
      published('/mutate/guides/getting-started.md'),
    ]) {
      const text = textOf(await call('get_page', { path: reference }));
      expect(text, reference).toMatch(/^# Getting started\n/);
      expect(text).toContain(`Source: ${published('/mutate/guides/getting-started.md')}`);
      expect(text.length).toBeGreaterThan(twin.length * 0.9);
      expect(text).not.toMatch(/\]\(\/mutate\//);
    }
    expect(textOf(await call('get_page', { path: '' }))).toMatch(/^# Introduction\n/);
    expect(textOf(await call('get_page', { path: 'api-custom/collect/' }))).toMatch(/^# collect\n/);
  });

  it("get_page with a #fragment gives that section alone, under the page's title, with its URL", async () => {
    const step = `${published('/mutate/guides/getting-started')}#step-1-collect-elements-under-a-name`;
    const text = textOf(await call('get_page', { path: step }));
    expect(text).toMatch(/^# Getting started\n\n## Step 1: collect elements under a name\n/);
    expect(text).not.toMatch(/\n## Step 2/);
    expect(text).toContain(`Section of ${step}\nSource: ${published('/mutate/guides/getting-started.md')}`);
    const revert = textOf(await call('get_page', { path: '/mutate/api/Mutator/classes/Mutator#revert' }));
    expect(revert).toMatch(/^# Class: Mutator\n\n### revert\(\)\n/);
    expect(revert).toContain('revert(): void;');
    expect(revert).not.toContain('### relocate');
    const missing = await call('get_page', { path: 'guides/getting-started#no-such-section' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('has no section with that anchor');
  });

  it('get_page reads llms.txt and llms-full.txt, their links published', async () => {
    for (const file of ['llms.txt', 'llms-full.txt']) {
      for (const reference of [file, `/mutate/${file}`, published(`/mutate/${file}`)]) {
        const result = await call('get_page', { path: reference });
        expect(result.isError, reference).toBeFalsy();
        expect(textOf(result)).toMatch(/^# Mutate\n/);
        expect(textOf(result)).not.toMatch(/\]\(\/mutate\//);
      }
    }
  });

  it('get_symbol resolves a member by its own name, and lists every member that shares one', async () => {
    expect(textOf(await call('get_symbol', { name: 'getScope' }))).toMatch(/^# SCOPE\.getScope\n/);
    expect(textOf(await call('get_symbol', { name: 'reevaluate' }))).toMatch(/^# mutate\.reevaluate\n/);
    const shared = await call('get_symbol', { name: 'get' });
    expect(shared.isError).toBeFalsy();
    expect(textOf(shared)).toMatch(/^\d+ members are named `get`/);
    expect(textOf(shared)).toContain('- `collect.get`: Function of `collect`.');
    expect(textOf(shared)).toContain('- `mutate.get`: Function of `mutate`.');
    // Every member's own name that is no symbol's name answers: the member, or a list that holds it.
    const ownName = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const members = index.symbols
      .map(({ name }) => name)
      .filter(
        (name) => name.includes('.') && !index.symbols.some((entry) => entry.name.toLowerCase() === ownName(name)),
      );
    expect(members.length).toBeGreaterThan(200);
    for (const name of members) {
      const own = name.slice(name.lastIndexOf('.') + 1);
      const text = textOf(await call('get_symbol', { name: own }));
      expect(text.startsWith(`# ${name}\n`) || text.includes(`- \`${name}\`: `), own).toBe(true);
    }
  });

  it('list_symbols accepts every area it names, and every folder of areas', async () => {
    const areas = [...textOf(await call('list_symbols', {})).matchAll(/^## (.+)$/gm)].map(([, area]) => area);
    expect(areas.length).toBeGreaterThan(40);
    const folders = [...new Set(areas.filter((area) => area.includes('/')).map((area) => area.split('/')[0]))];
    expect(folders).toContain('effects');
    for (const area of [...areas, ...folders]) {
      const result = await call('list_symbols', { area });
      expect(result.isError, area).toBeFalsy();
      expect(textOf(result), area).toMatch(new RegExp(`^## ${area.replace(/[$/]/g, '\\$&')}`));
    }
  });

  it('names the version of its package.json', () => {
    const { version } = JSON.parse(readFileSync('mcp/package.json', 'utf8')) as { version: string };
    expect(client.getServerVersion()).toEqual({ name: 'mutate-docs', version });
  });
});

describe('search_docs ranks as the search box does', () => {
  let pagefind: Pagefind;
  beforeAll(async () => {
    pagefind = await builtPagefind(buildDir, '/mutate/');
  });

  /** The queries whose first three results differ from the box's first three suggestions. */
  async function disagreements(queries: Query[]) {
    const missed: string[] = [];
    for (const { query } of queries) {
      // As the box searches: the text trimmed, eight suggestions.
      const box = (await searchSite(pagefind, query.trim(), { limit: SUGGESTION_COUNT })).entries
        .slice(0, 3)
        .map(({ url }) => published(url));
      const result = await call('search_docs', { query });
      const { results } = result.structuredContent as { results: { url: string }[] };
      const ours = results.slice(0, 3).map(({ url }) => url);
      if (JSON.stringify(ours) !== JSON.stringify(box)) missed.push(`${query}: ${ours.join(', ')} ≠ ${box.join(', ')}`);
    }
    return missed;
  }

  const { symbols, members } = referenceTargets(buildDir);
  const querySet: [string, Query[]][] = [
    ['names, their words in order and reversed', nameQueries([...symbols, ...members])],
    ['names in other letter cases', letterCaseQueries([...symbols, ...members])],
    ['names typed partway', partwayQueries(symbols)],
    ['task queries', taskQueries()],
  ];
  for (const [kind, queries] of querySet) {
    it(`${kind}: the same first three pages and sections, in the same order`, { timeout: 600_000 }, async () => {
      const missed = await disagreements(queries);
      console.log(`${kind}: ${queries.length - missed.length} of ${queries.length} agree\n${missed.join('\n')}`);
      expect(queries.length).toBeGreaterThan(40);
      expect(missed).toEqual([]);
    });
  }

  it('each result has title, kind, excerpt and published URL', async () => {
    const { results } = (await call('search_docs', { query: 'undo all changes', limit: 5 })).structuredContent as {
      results: { title: string; kind: string; excerpt: string; url: string }[];
    };
    expect(results).toHaveLength(5);
    for (const result of results) {
      expect(result.title).not.toBe('');
      expect(result.kind).not.toBe('');
      expect(result.excerpt).not.toMatch(/<\/?mark>/);
      expect(result.url.startsWith(index.siteUrl)).toBe(true);
    }
  });
});

describe('bad input gets a clear answer, and the server keeps serving', () => {
  it('an unknown name: a tool error with up to five close names', async () => {
    const result = await call('get_symbol', { name: 'Mutatr' });
    expect(result.isError).toBe(true);
    const close = /Close names: (.*)\.$/.exec(textOf(result))![1].split(', ');
    expect(close[0]).toBe('Mutator');
    expect(close.length).toBeLessThanOrEqual(5);
    expect(textOf(await call('get_symbol', { name: 'Mutator.revrt' }))).toMatch(/Close names: Mutator\.revert\b/);
    expect((await call('get_symbol', { name: 'Mutator' })).isError).toBeFalsy();
  });

  it('a path outside the site is refused', async () => {
    for (const outside of [
      '../package.json',
      '/mutate/../../package.json',
      '/etc/passwd',
      'file:///etc/passwd',
      'https://example.com/mutate/index.md',
      'guides/%2e%2e/%2e%2e/%2e%2e/package.json',
      'pagefind/pagefind.js',
    ]) {
      const result = await call('get_page', { path: outside });
      expect(result.isError, outside).toBe(true);
      expect(textOf(result)).toContain('is not a page of the Mutate docs');
    }
    expect((await call('get_page', { path: 'guides/getting-started' })).isError).toBeFalsy();
  });

  /**
   * The time a call takes, the least of three: a busy machine delays one call now and then, while
   * work that an input costs (a 10,000-character name took 7.6 s) is paid every time.
   */
  async function timed(tool: string, args: Record<string, unknown>) {
    const times: number[] = [];
    let result: ToolResult | undefined;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      result = await call(tool, args);
      times.push(performance.now() - started);
    }
    return { result: result!, took: Math.min(...times) };
  }

  it('an over-long name, path, area or query is refused at once, in plain words that do not repeat it', async () => {
    const long = 'x'.repeat(10_000);
    const inputs: [string, Record<string, unknown>][] = [
      ['get_symbol', { name: long }],
      ['get_page', { path: long }],
      ['list_symbols', { area: long }],
      ['search_docs', { query: long }],
      ['search_docs', { query: 'revert '.repeat(40) }],
      ['get_symbol', { name: 'Mutator', [long]: 1 }],
    ];
    await call('get_symbol', { name: 'Mutator' });
    for (const [tool, args] of inputs) {
      const { result, took } = await timed(tool, args);
      console.log(`${tool} with ${JSON.stringify(args).length} characters: ${took.toFixed(1)} ms`);
      expect(result.isError, tool).toBe(true);
      expect(textOf(result)).toMatch(/of at most 200 characters|takes only `name`/);
      expect(textOf(result)).not.toContain('xxxxx');
      expect(textOf(result).length).toBeLessThan(200);
      expect(took, tool).toBeLessThan(50);
    }
    expect((await call('search_docs', { query: 'revert' })).isError).toBeFalsy();
  });

  it('inputs of the longest length allowed answer within 50 ms', async () => {
    const longest = (word: string) => word.repeat(Math.ceil(200 / word.length)).slice(0, 200);
    const inputs: [string, Record<string, unknown>][] = [
      ['get_symbol', { name: longest('x') }],
      ['get_symbol', { name: longest('Mutator.') }],
      ['get_page', { path: longest('guides/') }],
      ['list_symbols', { area: longest('effects/') }],
      ['search_docs', { query: longest('mutator revert ') }],
      ['search_docs', { query: Array.from({ length: 60 }, (_, at) => `w${at}`).join(' ') }],
    ];
    for (const [tool, args] of inputs) {
      const { took } = await timed(tool, args);
      console.log(`${tool} ${JSON.stringify(args).slice(0, 40)}…: ${took.toFixed(1)} ms`);
      expect(took, `${tool} ${JSON.stringify(args)}`).toBeLessThan(50);
    }
  });

  it('arguments the schema does not declare are refused', async () => {
    for (const [tool, args] of [
      ['get_symbol', { name: 'Mutator', limit: 3 }],
      ['get_page', { path: 'guides/getting-started', section: 'x' }],
      ['list_symbols', { areas: 'effects' }],
      ['search_docs', { query: 'revert', filter: 'Reference' }],
    ] as const) {
      const result = await call(tool, args);
      expect(result.isError, tool).toBe(true);
      expect(textOf(result)).toMatch(new RegExp(`${tool} takes only \`\\w+\``));
    }
    const { tools } = await client.listTools();
    for (const tool of tools) expect(tool.inputSchema, tool.name).toMatchObject({ additionalProperties: false });
  });

  /** The server started on `site`: its exit code and what it wrote. */
  function start(site: string) {
    const { status, stdout, stderr } = spawnSync(process.execPath, [server, '--site', site], {
      input: '',
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { status, stdout, stderr };
  }

  it('a missing build stops it at start with one line naming npm run build, nothing on stdout', () => {
    const { status, stdout, stderr } = start(mkdtempSync(path.join(os.tmpdir(), 'no-site-')));
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^mutate-docs-mcp: No built docs site at .*: run `npm run build` in the docs repository first\.\n$/,
    );
  });

  it('an older build (without the symbol index, or of an older format) stops it the same way', () => {
    const older = mkdtempSync(path.join(os.tmpdir(), 'older-site-'));
    writeFileSync(path.join(older, 'llms.txt'), readFileSync(path.join(buildDir, 'llms.txt')));
    for (const index of [undefined, { format: 0, symbols: [] }]) {
      if (index) writeFileSync(path.join(older, SYMBOL_INDEX_FILE), JSON.stringify(index));
      const { status, stdout, stderr } = start(older);
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(
        /^mutate-docs-mcp: The docs site at .* was built before this server .*: run `npm run build` in the docs repository again\.\n$/,
      );
    }
  });

  /** A copy of what the server reads of the build, in a new folder holding `files` too. */
  function siteCopy(files: Record<string, string>, { search = true } = {}) {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
    const site = path.join(folder, 'site');
    for (const file of ['symbols.json', 'llms.txt', 'guides/getting-started.md'])
      cpSync(path.join(buildDir, file), path.join(site, file));
    if (search) cpSync(path.join(buildDir, 'pagefind'), path.join(site, 'pagefind'), { recursive: true });
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(folder, file), content);
    return site;
  }

  it('serves a site under a package.json of "type": "commonjs", search included', async () => {
    const site = siteCopy({ 'package.json': JSON.stringify({ name: 'app', type: 'commonjs' }) });
    const other = new Client({ name: 'commonjs-folder', version: '1.0.0' });
    await other.connect(new StdioClientTransport({ command: process.execPath, args: [server, '--site', site] }));
    try {
      const result = (await other.callTool({
        name: 'search_docs',
        arguments: { query: 'Mutator.revert' },
      })) as ToolResult;
      expect(result.isError).toBeFalsy();
      expect((result.structuredContent as { results: { url: string }[] }).results[0].url).toBe(
        published('/mutate/api/Mutator/classes/Mutator#revert'),
      );
    } finally {
      await other.close();
    }
  });

  it('a site whose search cannot load stops it at start with one line, offering no tool', () => {
    const { status, stdout, stderr } = start(siteCopy({}, { search: false }));
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^mutate-docs-mcp: The search index of the docs site at .* could not load: [^\n]*\n$/);
  });

  it('writes nothing but the protocol on stdout, through a search and a failed call', async () => {
    const child = spawn(process.execPath, [server, '--site', buildDir], { stdio: ['pipe', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: 'revert' } },
    });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_symbol', arguments: { name: 'Nope' } } });
    await expect.poll(() => stdout.split('\n').filter(Boolean).length, { timeout: 30_000 }).toBe(3);
    child.stdin.end();
    const messages = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { jsonrpc: string; id: number });
    // Answers come as they are ready: the search's may come after the next call's.
    expect(messages.map(({ jsonrpc, id }) => [jsonrpc, id]).sort(([, a], [, b]) => Number(a) - Number(b))).toEqual([
      ['2.0', 1],
      ['2.0', 2],
      ['2.0', 3],
    ]);
  });
});

it('reads a published site by its URL, fetching each file once into its cache', async () => {
  // The build served as a host serves it, on this machine.
  const host = await serveBuild({ port: 0, host: '127.0.0.1', buildDir });
  const cache = mkdtempSync(path.join(os.tmpdir(), 'mcp-cache-'));
  const siteUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/mutate/`;
  const remote = new Client({ name: 'published-site', version: '1.0.0' });
  try {
    await remote.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [server, '--site', siteUrl],
        env: { ...process.env, XDG_CACHE_HOME: cache } as Record<string, string>,
        stderr: 'ignore',
      }),
    );
    const { results } = (await remote.callTool({ name: 'search_docs', arguments: { query: 'Mutator.revert' } }))
      .structuredContent as { results: { url: string }[] };
    expect(results[0].url).toBe(published('/mutate/api/Mutator/classes/Mutator#revert'));
    const page = (await remote.callTool({
      name: 'get_page',
      arguments: { path: 'guides/getting-started' },
    })) as ToolResult;
    expect(textOf(page)).toMatch(/^# Getting started\n/);
    // Under mutate-docs-mcp/<the site's host and key>/, as the site lays them out.
    const cached = readdirSync(cache, { recursive: true, encoding: 'utf8' }).map((entry) =>
      entry.split(path.sep).slice(2).join('/'),
    );
    expect(cached).toEqual(
      expect.arrayContaining(['symbols.json', 'llms.txt', 'pagefind/pagefind.js', 'guides/getting-started.md']),
    );
  } finally {
    await remote.close();
    host.close();
    rmSync(cache, { recursive: true, force: true });
  }
});

describe('resources', () => {
  it('lists every page of llms.txt as a Markdown resource at its published URL, and reads it', async () => {
    const { resources } = await client.listResources();
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    const twins = [...llms.matchAll(/^- \[[^\]]+\]\((\/mutate\/[^)]+)\)/gm)].map(([, twin]) => published(twin));
    // Every page, then llms.txt, which lists them.
    expect(resources.map(({ uri }) => uri)).toEqual([...twins, published('/mutate/llms.txt')]);
    for (const resource of resources) expect(resource.mimeType).toBe('text/markdown');
    const intro = resources.find(({ uri }) => uri === published('/mutate/index.md'))!;
    expect(intro.title).toBe('Introduction');
    const { contents } = await client.readResource({ uri: intro.uri });
    expect(contents).toEqual([
      { uri: intro.uri, mimeType: 'text/markdown', text: expect.stringMatching(/^# Introduction\n/) },
    ]);
    const list = await client.readResource({ uri: published('/mutate/llms.txt') });
    expect(list.contents).toEqual([expect.objectContaining({ text: expect.stringMatching(/^# Mutate\n/) })]);
    await expect(client.readResource({ uri: published('/mutate/../package.json') })).rejects.toThrow();
  });
});

it('@modelcontextprotocol/inspector-cli lists the tools', () => {
  // Run from mcp/: the inspector reads its own package.json relative to the working folder's parent.
  const output = execFileSync(
    'npx',
    ['mcp-inspector-cli', '--cli', process.execPath, 'dist/server.mjs', '--site', buildDir, '--method', 'tools/list'],
    { cwd: 'mcp', encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const { tools } = JSON.parse(output) as { tools: { name: string }[] };
  expect(tools.map(({ name }) => name)).toEqual(['search_docs', 'get_symbol', 'get_page', 'list_symbols']);
});
