// The site's Content-Security-Policy, read off a build: it loads nothing from other origins, and its
// inline scripts (Docusaurus's colour-mode and announcement-bar bootstrap, our clean-path, storage
// and fragment checks, the same on every page) are allowed by hash, never by 'unsafe-inline'. Plain
// JavaScript, so that scripts/csp.mjs (the header, for hosts that send headers) and the build's
// plugin (the same policy as a <meta> in every page, for hosts that cannot) share it.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The HTML files of `dir`, recursively. */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Hashes of every inline executable script of `html`, as CSP sources. */
function inlineScriptHashesOf(html, hashes) {
  // Data blocks such as JSON-LD are not executed, so CSP does not apply to them.
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)) {
    if (!/\ssrc=/.test(attributes) && !/type=["']?application\/(ld\+)?json/.test(attributes)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return hashes;
}

/**
 * The policy's directives for the build in `buildDir`, as a header sends them. `frame-ancestors`
 * is last: a <meta> policy cannot hold it.
 * @param {string} buildDir
 * @param {string[]} [files] its HTML files, if already listed
 */
export function policyDirectives(buildDir, files = htmlFiles(buildDir)) {
  const hashes = new Set();
  for (const file of files) inlineScriptHashesOf(readFileSync(file, 'utf8'), hashes);
  return [
    "default-src 'self'",
    // Search compiles Pagefind's WebAssembly: 'wasm-unsafe-eval' allows that, and not JavaScript's eval.
    `script-src 'self' 'wasm-unsafe-eval' ${[...hashes].sort().join(' ')}`,
    // Server-rendered code highlighting and layout use style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // "Read offline" registers the site's own service worker (src/offline/).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

/** The policy as a header sends it. */
export const headerPolicy = (buildDir) => policyDirectives(buildDir).join('; ');

/** The directives a <meta http-equiv> policy can hold: all but `frame-ancestors`. */
export const metaDirectives = (directives) =>
  directives.filter((directive) => !directive.startsWith('frame-ancestors'));

/**
 * Puts the policy, as a <meta http-equiv="Content-Security-Policy">, first in the <head> of every
 * page of `buildDir`, before any script it governs. Synchronous: the build's other post-build steps
 * (twins, search index), which start after it, read the pages as they will be served.
 */
export function writeMetaPolicy(buildDir) {
  const files = htmlFiles(buildDir);
  const policy = metaDirectives(policyDirectives(buildDir, files)).join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const head = /<head(\s[^>]*)?>/.exec(html);
    if (!head) throw new Error(`${file}: no <head> to put the Content-Security-Policy in`);
    const at = head.index + head[0].length;
    writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
  }
  return policy;
}
