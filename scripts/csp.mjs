// The Content-Security-Policy a host can send with the built site (see README), and a small static
// server that sends it. The only inline scripts are Docusaurus's colour-mode and announcement-bar
// bootstrap, identical on every page; they are allowed by hash, never by 'unsafe-inline'.
//   node scripts/csp.mjs              prints the header for the current build/
//   node scripts/csp.mjs serve [port] serves build/ under /mutate/ with that header
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
const baseUrl = '/mutate/';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Hashes of every inline executable script in the build, as CSP sources. */
export function inlineScriptHashes() {
  const hashes = new Set();
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    // Data blocks such as JSON-LD are not executed, so CSP does not apply to them.
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)) {
      if (!/\ssrc=/.test(attributes) && !/type=["']?application\/(ld\+)?json/.test(attributes)) {
        hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes().join(' ')}`,
    // Server-rendered code highlighting and layout use style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function resolveFile(urlPath) {
  const relative = decodeURIComponent(urlPath.slice(baseUrl.length));
  const candidates = [relative, path.join(relative, 'index.html'), `${relative}.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (file.startsWith(buildDir) && statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/** Serves build/ under /mutate/ with the policy; resolves to the listening server. */
export function serveWithCsp(port = 0) {
  const policy = contentSecurityPolicy();
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = pathname.startsWith(baseUrl) ? resolveFile(pathname) : undefined;
    const served = file ?? path.join(buildDir, '404.html');
    response.writeHead(file ? 200 : 404, {
      'Content-Type': contentTypes[path.extname(served)] ?? 'application/octet-stream',
      'Content-Security-Policy': policy,
    });
    response.end(readFileSync(served));
  });
  return new Promise((resolve) => server.listen(port, 'localhost', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, port] = process.argv.slice(2);
  if (command === 'serve') {
    serveWithCsp(Number(port ?? 3000)).then((server) =>
      console.log(`Serving build/ with CSP at http://localhost:${server.address().port}${baseUrl}`),
    );
  } else {
    console.log(contentSecurityPolicy());
  }
}
