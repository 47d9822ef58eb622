// Serves build/ under the site's base path the way a static host does: gzip for compressible
// types when the client accepts it, long-lived caching for hashed assets, the 404 page for
// unknown paths, `/x` answered by `/x.html` or `/x/index.html`, and the base path without its slash
// redirected to it. The host's root `/` is redirected to the site too, as `docusaurus serve` does;
// other paths outside the base path are not found (a crawler's /robots.txt must not get a page).
// `npm run serve` runs it in place of `docusaurus serve`, which sends `/mutate/x.html` to `/x` and so
// to the home page (facebook/docusaurus#10078), where spec §2.3 wants page x. A static host answers
// `x.html` with the 404 page, and the page's head script (src/pageShell/cleanPathRedirect.ts) goes to `x`.
// Use: node scripts/serve-build.mjs [--port 3000] [--host name] [--dir build]   (or import { serveBuild } from
// it; `headers` are added to every response, or those `headers(file)` gives for the file served, as
// scripts/csp.mjs does with each page's Content-Security-Policy).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The pages' Markdown twins (src/markdownTwins/); llms.txt and llms-full.txt are .txt.
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // Pagefind's search index: files it compressed itself, and decompresses.
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

// A path that is not valid percent-encoding names no file.
function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

async function resolveFile(buildDir, pathname) {
  const decoded = decodePath(pathname);
  if (decoded === undefined) return undefined;
  const relative = decoded.replace(/^\/+/, '');
  const base = path.join(buildDir, relative);
  // Inside buildDir only: `..` could lead to a neighbour such as build.bak.
  if (base !== buildDir && !base.startsWith(buildDir + path.sep)) return undefined;
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [path.join(base, 'index.html')]
      : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

/**
 * Without a host, every interface is served. `headers` given as a function get the file served
 * (undefined for a redirect or a path outside the site).
 * @param {{ port: number, host?: string, buildDir?: string, baseUrl?: string,
 *   headers?: Record<string, string> | ((file: string | undefined) => Record<string, string>) }} options
 */
export function serveBuild({ port, host, buildDir = path.join(siteDir, 'build'), baseUrl = '/mutate/', headers = {} }) {
  const headersOf = typeof headers === 'function' ? headers : () => headers;
  const gzipCache = new Map();
  const server = createServer(async (request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    const fileLessHeaders = headersOf(undefined);
    // The site's root without its trailing slash, as static hosts answer it.
    if (`${pathname}/` === baseUrl) {
      response.writeHead(301, { location: baseUrl + search, ...fileLessHeaders }).end();
      return;
    }
    if (pathname === '/') {
      response.writeHead(302, { location: baseUrl, ...fileLessHeaders }).end();
      return;
    }
    if (!pathname.startsWith(baseUrl)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...fileLessHeaders }).end('Not found');
      return;
    }
    let file = await resolveFile(buildDir, pathname.slice(baseUrl.length - 1));
    const status = file ? 200 : 404;
    file ??= path.join(buildDir, '404.html');
    const extension = path.extname(file);
    let body = await readFile(file);
    const responseHeaders = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': pathname.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...headersOf(file),
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      // Kept with the bytes it compresses: after a rebuild, a file is compressed again, not served stale.
      if (!gzipCache.get(file)?.source.equals(body))
        gzipCache.set(file, { source: body, gzip: gzipSync(body, { level: 6 }) });
      body = gzipCache.get(file).gzip;
      responseHeaders['content-encoding'] = 'gzip';
    }
    responseHeaders['content-length'] = body.length;
    response.writeHead(status, responseHeaders).end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The options of `docusaurus serve` that apply; `--no-open` is accepted, as nothing is opened. A
  // bare number is the port too.
  const { values, positionals } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      dir: { type: 'string', default: 'build' },
      'no-open': { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const port = Number(values.port ?? positionals[0] ?? 3000);
  const buildDir = path.resolve(siteDir, values.dir);
  if (!(await isFile(path.join(buildDir, 'index.html')))) {
    console.error(`There is no site in ${values.dir}/ to serve: run \`npm run build\` first.`);
    process.exit(1);
  }
  await serveBuild({ port, host: values.host, buildDir });
  console.log(`Serving ${values.dir}/ at http://${values.host ?? 'localhost'}:${port}/mutate/ (gzip on)`);
}
