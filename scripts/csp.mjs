// The Content-Security-Policy a host can send with the built site (see README), and the build served
// with it. Inline scripts (Docusaurus's colour-mode and announcement-bar bootstrap, our clean-path
// and storage checks) are the same on every page; they are allowed by hash, never by 'unsafe-inline'.
//   node scripts/csp.mjs              prints the header for the current build/
//   node scripts/csp.mjs serve [port] serves build/ under /mutate/ with that header
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveBuild } from './serve-build.mjs';

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
    // Search compiles Pagefind's WebAssembly: 'wasm-unsafe-eval' allows that, and not JavaScript's eval.
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes().join(' ')}`,
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

/** Serves build/ under /mutate/ with the policy; resolves to the listening server. */
export function serveWithCsp(port = 0) {
  return serveBuild({ port, headers: { 'content-security-policy': contentSecurityPolicy() } });
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
