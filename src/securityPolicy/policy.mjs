// The site's Content-Security-Policy, read off a build: it loads nothing from other origins, and its
// inline scripts (Docusaurus's colour-mode and announcement-bar bootstrap, our clean-path, storage
// and fragment checks, the same on every page) are allowed by hash, never by 'unsafe-inline'. It
// comes in two forms: pages with a live code block get 'unsafe-eval' besides (liveCode.mjs), every
// other page does not. Plain JavaScript, so that scripts/csp.mjs (the headers, for hosts that send
// headers) and the build's pass over the pages' heads (each page's policy as a <meta> in it, for
// hosts that cannot, src/postBuild/pageHeads.ts) share it.
import { createHash } from 'node:crypto';
import { readBuiltPages } from '../shared/builtPages.mjs';
import { hasLiveCode } from './liveCode.mjs';

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
 * The inline scripts of pages whose HTML is `htmls`, as CSP sources: every page's policy allows
 * all of them, so that the policies of two pages differ only where their content does.
 * @param {string[]} htmls
 */
function scriptHashesOf(htmls) {
  const hashes = new Set();
  for (const html of htmls) inlineScriptHashesOf(html, hashes);
  return [...hashes].sort().join(' ');
}

/**
 * The policy's directives, as a header sends them, for a page with live code or without, with the
 * inline scripts `scriptHashes` allowed. `frame-ancestors` is last: a <meta> policy cannot hold it.
 * @param {string} scriptHashes
 * @param {boolean} liveCode
 */
function directivesOf(scriptHashes, liveCode) {
  return [
    "default-src 'self'",
    // Search compiles Pagefind's WebAssembly: 'wasm-unsafe-eval' allows that, and not JavaScript's
    // eval, which only a page with live code needs.
    `script-src 'self' 'wasm-unsafe-eval'${liveCode ? " 'unsafe-eval'" : ''} ${scriptHashes}`,
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
 * The policies of the build in `buildDir`, as a header sends them: `directives` of a page without
 * live code, `liveCodeDirectives` of a page with, and `liveCodePages`, the paths of those pages'
 * files from `buildDir`.
 * @param {string} buildDir
 */
export function buildPolicies(buildDir) {
  const pages = readBuiltPages(buildDir);
  const scriptHashes = scriptHashesOf(pages.map(({ html }) => html));
  return {
    directives: directivesOf(scriptHashes, false),
    liveCodeDirectives: directivesOf(scriptHashes, true),
    liveCodePages: pages.filter(({ html }) => hasLiveCode(html)).map(({ relativePath }) => relativePath),
  };
}

/** The directives a <meta http-equiv> policy can hold: all but `frame-ancestors`. */
export const metaDirectives = (directives) =>
  directives.filter((directive) => !directive.startsWith('frame-ancestors'));

/**
 * The build's `pages`, each with its policy as a <meta http-equiv="Content-Security-Policy"> first
 * in its <head>, before any script it governs: with 'unsafe-eval' if the page has live code. The
 * inline scripts are read off all of them before any gets its policy, so that every page without
 * live code carries the same.
 * @param {import('../shared/builtPages.mjs').BuiltPage[]} pages
 * @returns {import('../shared/builtPages.mjs').BuiltPage[]}
 */
export function withMetaPolicy(pages) {
  const scriptHashes = scriptHashesOf(pages.map(({ html }) => html));
  const metaOf = (liveCode) =>
    `<meta http-equiv="Content-Security-Policy" content="${metaDirectives(directivesOf(scriptHashes, liveCode)).join('; ')}">`;
  const metas = { strict: metaOf(false), liveCode: metaOf(true) };
  return pages.map((page) => {
    const meta = hasLiveCode(page.html) ? metas.liveCode : metas.strict;
    const head = /<head(\s[^>]*)?>/.exec(page.html);
    if (!head) throw new Error(`${page.file}: no <head> to put the Content-Security-Policy in`);
    const at = head.index + head[0].length;
    return { ...page, html: page.html.slice(0, at) + meta + page.html.slice(at) };
  });
}
