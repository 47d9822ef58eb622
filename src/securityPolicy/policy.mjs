// The site's Content-Security-Policy, read off a build: it loads nothing from other origins, and its
// inline scripts (Docusaurus's colour-mode and announcement-bar bootstrap, our clean-path, storage
// and fragment checks, the same on every page) are allowed by hash, never by 'unsafe-inline'. Plain
// JavaScript, so that scripts/csp.mjs (the header, for hosts that send headers) and the build's
// pass over the pages' heads (the same policy as a <meta> in every page, for hosts that cannot,
// src/postBuild/pageHeads.ts) share it.
import { createHash } from 'node:crypto';
import { readBuiltPages } from '../shared/builtPages.mjs';

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
 * The policy's directives for pages whose HTML is `htmls`, as a header sends them.
 * `frame-ancestors` is last: a <meta> policy cannot hold it.
 * @param {string[]} htmls
 */
function directivesOf(htmls) {
  const hashes = new Set();
  for (const html of htmls) inlineScriptHashesOf(html, hashes);
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

/**
 * The policy's directives for the build in `buildDir`, as a header sends them.
 * @param {string} buildDir
 */
export const policyDirectives = (buildDir) => directivesOf(readBuiltPages(buildDir).map(({ html }) => html));

/** The policy as a header sends it. */
export const headerPolicy = (buildDir) => policyDirectives(buildDir).join('; ');

/** The directives a <meta http-equiv> policy can hold: all but `frame-ancestors`. */
export const metaDirectives = (directives) =>
  directives.filter((directive) => !directive.startsWith('frame-ancestors'));

/**
 * The build's `pages`, each with the policy as a <meta http-equiv="Content-Security-Policy"> first in
 * its <head>, before any script it governs. The policy is read off all of them before any gets it,
 * so that every page carries the same.
 * @param {import('../shared/builtPages.mjs').BuiltPage[]} pages
 * @returns {import('../shared/builtPages.mjs').BuiltPage[]}
 */
export function withMetaPolicy(pages) {
  const policy = metaDirectives(directivesOf(pages.map(({ html }) => html))).join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  return pages.map((page) => {
    const head = /<head(\s[^>]*)?>/.exec(page.html);
    if (!head) throw new Error(`${page.file}: no <head> to put the Content-Security-Policy in`);
    const at = head.index + head[0].length;
    return { ...page, html: page.html.slice(0, at) + meta + page.html.slice(at) };
  });
}
