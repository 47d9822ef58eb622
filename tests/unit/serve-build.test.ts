import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveBuild } from '../../scripts/serve-build.mjs';

// `npm run serve` and the end-to-end tests serve the build with this server, as a static host would.
let origin = '';
let neighbour = '';
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'serve-build-'));
  mkdirSync(path.join(buildDir, 'guides/getting-started'), { recursive: true });
  writeFileSync(path.join(buildDir, 'index.html'), 'home');
  writeFileSync(path.join(buildDir, '404.html'), 'not found');
  writeFileSync(path.join(buildDir, 'guides/getting-started/index.html'), 'getting started');
  writeFileSync(path.join(buildDir, 'guides/getting-started.md'), '# Getting started');
  writeFileSync(path.join(buildDir, 'llms.txt'), '# Mutate');
  // A neighbour whose name starts with the build folder's, as build.bak would.
  mkdirSync(`${buildDir}-secret`);
  writeFileSync(path.join(`${buildDir}-secret`, 'key.txt'), 'secret');
  neighbour = path.basename(`${buildDir}-secret`);
  // Headers by the file served, as scripts/csp.mjs gives each page its policy.
  server = await serveBuild({
    port: 0,
    buildDir,
    headers: (file) => ({ 'x-served-file': file ? path.relative(buildDir, file) : 'none' }),
  });
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (pathname: string) => fetch(origin + pathname, { redirect: 'manual' });

it('answers a page at its path, with or without the trailing slash', async () => {
  for (const pathname of ['/mutate/guides/getting-started', '/mutate/guides/getting-started/']) {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('getting started');
  }
});

it('adds the headers given for the file served, or for none', async () => {
  const servedFile = async (pathname: string) => (await get(pathname)).headers.get('x-served-file');
  expect(await servedFile('/mutate/guides/getting-started')).toBe(path.join('guides', 'getting-started', 'index.html'));
  expect(await servedFile('/mutate/missing')).toBe('404.html');
  expect(await servedFile('/mutate')).toBe('none');
});

it("sends a page's Markdown twin as Markdown and llms.txt as text, both in UTF-8", async () => {
  const twin = await get('/mutate/guides/getting-started.md');
  expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(await twin.text()).toBe('# Getting started');
  expect((await get('/mutate/llms.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
});

// The page's head script then goes to the path without `.html` (src/pageShell/cleanPathRedirect.ts). A
// redirect by the server must keep the base path: `docusaurus serve`'s dropped it.
it('answers a `.html` path that has no file with the 404 page, not a redirect', async () => {
  const response = await get('/mutate/guides/getting-started.html');
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('not found');
});

it('answers a path that is not valid percent-encoding with the 404 page, and keeps serving', async () => {
  expect((await get('/mutate/%E0%A4%A')).status).toBe(404);
  expect((await get('/mutate/')).status).toBe(200);
});

it("sends the base path without its slash, and the host's root, to the site", async () => {
  for (const pathname of ['/mutate', '/']) {
    const response = await get(pathname);
    expect(response.status).toBeGreaterThanOrEqual(301);
    expect(response.headers.get('location')).toBe('/mutate/');
  }
});

// Lighthouse's SEO audit fails a /robots.txt that answers with a page.
it('answers other paths outside the site as not found', async () => {
  for (const pathname of ['/robots.txt', '/guides/getting-started']) {
    expect((await get(pathname)).status).toBe(404);
  }
});

it('serves no file outside the build folder', async () => {
  const response = await get(`/mutate/..%2f${neighbour}%2fkey.txt`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('not found');
});
