import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect, it } from 'vitest';
import { builtOutput } from './built-output';

// The assistants' server as a package: what `npm pack` puts in it, and that, installed alone with
// its dependencies (no development ones), its command serves the built site.
const { buildDir } = builtOutput();
const folder = mkdtempSync(path.join(os.tmpdir(), 'mutate-docs-mcp-'));
let tarball = '';

const manifest = JSON.parse(readFileSync('mcp/package.json', 'utf8')) as {
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
};

it('packs the bundled server, its package.json and README, and nothing else', () => {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', folder], {
    cwd: 'mcp',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [packed] = JSON.parse(output.slice(output.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  expect(packed.files.map(({ path: file }) => file).sort()).toEqual(['README.md', 'dist/server.mjs', 'package.json']);
  expect(manifest.bin).toEqual({ 'mutate-docs-mcp': 'dist/server.mjs' });
  tarball = path.join(folder, packed.filename);
  expect(existsSync(tarball)).toBe(true);
});

it('imports only its dependencies and Node at run time', () => {
  const bundle = readFileSync('mcp/dist/server.mjs', 'utf8');
  expect(bundle.startsWith('#!/usr/bin/env node\n')).toBe(true);
  const imported = [...bundle.matchAll(/(?:^|\n)import\b[^'"]*?from\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\)/g)].map(
    ([, from, dynamic]) => from ?? dynamic,
  );
  const ownPackage = (name: string) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
  const packages = new Set(
    imported.filter((name) => !builtinModules.includes(name.replace(/^node:/, ''))).map(ownPackage),
  );
  expect([...packages].sort()).toEqual(Object.keys(manifest.dependencies).sort());
  for (const name of Object.keys(manifest.devDependencies ?? {})) expect(bundle).not.toContain(`"${name}"`);
});

it('installed from its tarball, without development dependencies, its command serves the build', async () => {
  const app = path.join(folder, 'app');
  execFileSync(
    'npm',
    ['install', '--prefix', app, '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', tarball],
    {
      stdio: 'ignore',
    },
  );
  expect(existsSync(path.join(app, 'node_modules/esbuild'))).toBe(false);
  const client = new Client({ name: 'package-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: path.join(app, 'node_modules/.bin/mutate-docs-mcp'),
      args: ['--site', buildDir],
      stderr: 'ignore',
    }),
  );
  try {
    expect((await client.listTools()).tools.map(({ name }) => name)).toEqual([
      'search_docs',
      'get_symbol',
      'get_page',
      'list_symbols',
    ]);
    const result = (await client.callTool({
      name: 'search_docs',
      arguments: { query: 'Mutator.revert' },
    })) as unknown as {
      structuredContent: { results: { url: string }[] };
    };
    expect(result.structuredContent.results[0].url).toMatch(/\/mutate\/api\/Mutator\/classes\/Mutator#revert$/);
  } finally {
    await client.close();
  }
}, 300_000);
