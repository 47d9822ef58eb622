import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { searchIndexFolders } from '../../src/search/devServer';
import { devIndexNote } from '../../src/search/devIndex';
import searchPlugin from '../../src/search/plugin';
import { buildFolder } from './buildFolder';

// `npm start` searches the last production build's index (src/search/devServer.ts), and the box
// says so (devIndex.ts).

const baseUrl = '/mutate/';
const context = (outDir: string) => ({ siteConfig: { baseUrl }, outDir }) as unknown as LoadContext;
const devServerOf = (plugin: Plugin, isServer = false) =>
  (plugin.configureWebpack!({}, isServer, {} as never, undefined) as { devServer?: { static: unknown } }).devServer;

describe('the development server’s search index', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('serves each version’s index of the last build where the built site has it', () => {
    const outDir = buildFolder({
      'pagefind/pagefind.js': '',
      '1.0.0/pagefind/pagefind.js': '',
      'guides/index.html': '',
    });
    expect(searchIndexFolders(outDir, baseUrl)).toEqual([
      { directory: path.join(outDir, 'pagefind'), publicPath: '/mutate/pagefind', watch: false },
      { directory: path.join(outDir, '1.0.0/pagefind'), publicPath: '/mutate/1.0.0/pagefind', watch: false },
    ]);
  });

  it('serves the latest version’s before any build, so that a build made while it runs is searched', () => {
    const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'no-build-')), 'build');
    expect(searchIndexFolders(outDir, baseUrl)).toEqual([
      { directory: path.join(outDir, 'pagefind'), publicPath: '/mutate/pagefind', watch: false },
    ]);
  });

  it('is given to the development server by the search plugin under `npm start` only', () => {
    const outDir = buildFolder({ 'pagefind/pagefind.js': '' });
    vi.stubEnv('NODE_ENV', 'development');
    expect(devServerOf(searchPlugin(context(outDir)))).toEqual({ static: searchIndexFolders(outDir, baseUrl) });
    expect(devServerOf(searchPlugin(context(outDir)), true)).toBeUndefined();
    vi.stubEnv('NODE_ENV', 'production');
    expect(devServerOf(searchPlugin(context(outDir)))).toBeUndefined();
  });
});

describe('what the box says it searches under `npm start`', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the last production build, dated by its index', async () => {
    const fetch = vi.fn(
      async () => new Response(null, { headers: { 'last-modified': 'Sat, 28 Nov 2026 08:49:00 GMT' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const note = await devIndexNote('/mutate/');
    expect(fetch).toHaveBeenCalledWith('/mutate/pagefind/pagefind-entry.json', { method: 'HEAD' });
    expect(note).toMatch(/^Searching the last production build \(built .*2026.*\)\.$/);
  });
});
