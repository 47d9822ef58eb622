// The assistants' server (mcp/) over a built site, as a client meets it over stdio: the time from
// starting its process to the first answer (the protocol's handshake, then a get_symbol call), and
// each tool's median call time once it runs, and its slowest call of an input it had not had yet
// (a search's words not searched before: Pagefind reads their part of the index then). Run by both modes of the bench, at 1× on build/ and at
// the scale mode's size on its build; alone, `node scripts/bench/mcp.mjs [build folder]` prints its
// figures for a build already there.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { MCP_TOOLS } from '../../src/shared/mcpTools.mjs';
import { median, siteDir } from './options.mjs';

const SERVER = path.join(siteDir, 'mcp/dist/server.mjs');
const STARTS = 5;
const ROUNDS = 3;
// Calls of each tool: a reader's searches (names, words, tasks, nothing found), symbols and members,
// pages of each kind, the whole list and one area.
const CALLS = {
  [MCP_TOOLS.searchDocs]: [
    'Mutator',
    'Mutator.revert',
    'CollectorNotFoundError',
    'insert position',
    'undo all changes',
    'wait for element to appear',
    'stop listening',
    'qzxwvkjq',
  ].map((query) => ({ query })),
  [MCP_TOOLS.getSymbol]: [
    'Mutator',
    'Mutator.revert',
    'collect.get',
    '$mu',
    'InsertPosition.After',
    'LogLevel.DEBUG',
  ].map((name) => ({ name })),
  [MCP_TOOLS.getPage]: [
    '',
    'guides/getting-started',
    'api-custom/collect/collect-get',
    'api/Mutator/classes/Mutator',
  ].map((page) => ({ path: page })),
  [MCP_TOOLS.listSymbols]: [{}, { area: 'Mutator' }, { area: 'effects/TextModified' }],
};

async function connect(buildDir) {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [SERVER, '--site', buildDir], stderr: 'ignore' }),
  );
  return client;
}

async function callOk(client, name, args) {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)}: ${result.content[0].text}`);
}

/** Starting the server on `buildDir` until its first answer, `STARTS` times; the median in ms. */
async function startToFirstAnswer(buildDir) {
  const samples = [];
  for (let run = 0; run < STARTS; run += 1) {
    const start = performance.now();
    const client = await connect(buildDir);
    await callOk(client, MCP_TOOLS.getSymbol, { name: 'Mutator.revert' });
    samples.push(performance.now() - start);
    await client.close();
  }
  return Math.round(median(samples));
}

/** The server's figures on the built site in `buildDir`. */
export async function measureMcp(buildDir) {
  // The server as `npm run mcp` runs it, bundled from this tree's sources.
  execFileSync(process.execPath, [path.join(siteDir, 'mcp/build.mjs')], { stdio: 'inherit' });
  const startMs = await startToFirstAnswer(buildDir);
  const client = await connect(buildDir);
  const calls = {};
  try {
    for (const [tool, argsList] of Object.entries(CALLS)) {
      const samples = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const args of argsList) {
          const start = performance.now();
          await callOk(client, tool, args);
          samples.push(performance.now() - start);
        }
      }
      calls[tool] = {
        samples: samples.length,
        medianMs: Math.round(median(samples) * 10) / 10,
        slowestFirstMs: Math.round(Math.max(...samples.slice(0, argsList.length))),
      };
    }
  } finally {
    await client.close();
  }
  return { startToFirstAnswerMs: startMs, calls };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(siteDir, 'build'));
  console.log(JSON.stringify({ buildDir, ...(await measureMcp(buildDir)) }, null, 2));
}
