// Serves build/ under the site's base path the way a static host does: gzip for compressible
// types when the client accepts it, long-lived caching for hashed assets, the 404 page for
// unknown paths, `/x` answered by `/x.html` or `/x/index.html`, and the base path without its slash
// redirected to it.
// Use: node scripts/serve-build.mjs [port]   (or import { serveBuild } from it; `headers` are
// added to every response, as scripts/csp.mjs does with its Content-Security-Policy).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(buildDir, pathname) {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const base = path.join(buildDir, relative);
  if (!base.startsWith(buildDir)) return undefined;
  const candidates = relative === '' || relative.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

export function serveBuild({ port, buildDir = path.join(siteDir, 'build'), baseUrl = '/mutate/', headers: extraHeaders = {} }) {
  const gzipCache = new Map();
  const server = createServer(async (request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    // The site's root without its trailing slash, as static hosts answer it.
    if (`${pathname}/` === baseUrl) {
      response.writeHead(301, { location: baseUrl + search, ...extraHeaders }).end();
      return;
    }
    if (!pathname.startsWith(baseUrl)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...extraHeaders }).end('Not found');
      return;
    }
    let file = await resolveFile(buildDir, pathname.slice(baseUrl.length - 1));
    const status = file ? 200 : 404;
    file ??= path.join(buildDir, '404.html');
    const extension = path.extname(file);
    let body = await readFile(file);
    const headers = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': pathname.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...extraHeaders,
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      // Kept with the bytes it compresses: after a rebuild, a file is compressed again, not served stale.
      if (!gzipCache.get(file)?.source.equals(body)) gzipCache.set(file, { source: body, gzip: gzipSync(body, { level: 6 }) });
      body = gzipCache.get(file).gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 4300);
  await serveBuild({ port });
  console.log(`Serving build/ at http://localhost:${port}/mutate/ (gzip on)`);
}
