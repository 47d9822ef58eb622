import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPolicies, withMetaPolicy } from '../../src/securityPolicy/policy.mjs';
import { LIVE_CODE_ATTRIBUTE, hasLiveCode } from '../../src/securityPolicy/liveCode.mjs';
import { buildFolder } from './buildFolder';

// Each page's Content-Security-Policy (src/securityPolicy/): read off the built pages, the same on
// every page but for 'unsafe-eval', which only a page with a live code block gets.

const liveCodePage = `<html><head><script>let a</script></head><body><div ${LIVE_CODE_ATTRIBUTE}=""><pre>x</pre></div></body></html>`;
const plainPage = '<html><head><script>let b</script></head><body><p>prose</p></body></html>';
// A page that shows the live block's markup as code: escaped, it is text, not an element.
const pageShowingTheMarkup = `<html><head></head><body><code>&lt;div ${LIVE_CODE_ATTRIBUTE}=""&gt;</code></body></html>`;

const metaPolicyOf = (html: string) =>
  /^<html><head><meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];

describe('the Content-Security-Policy (src/securityPolicy/policy.mjs)', () => {
  it("allows the site's own service worker and keeps every other term", () => {
    const { directives } = buildPolicies(buildFolder({ 'index.html': '<script>let a</script>' }));
    expect(directives).toEqual([
      "default-src 'self'",
      expect.stringMatching(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'$/),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('knows a page with live code by the element its block renders', () => {
    expect(hasLiveCode(liveCodePage)).toBe(true);
    expect(hasLiveCode(`<div class="x" ${LIVE_CODE_ATTRIBUTE}>`)).toBe(true);
    expect(hasLiveCode(plainPage)).toBe(false);
    expect(hasLiveCode(pageShowingTheMarkup)).toBe(false);
    expect(hasLiveCode(`<div ${LIVE_CODE_ATTRIBUTE}-other="">`)).toBe(false);
  });

  it("puts 'unsafe-eval' in the <meta> policy of the pages with live code only, the rest alike", () => {
    const pages = withMetaPolicy(
      [liveCodePage, plainPage, pageShowingTheMarkup].map((html, i) => ({
        file: `/build/${i}.html`,
        relativePath: `${i}.html`,
        html,
      })),
    );
    const [live, plain, showing] = pages.map(({ html }) => metaPolicyOf(html)!);
    expect(plain).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-\S+' 'sha256-\S+'; style-src/);
    expect(plain).not.toContain('frame-ancestors');
    expect(showing).toBe(plain);
    // The same policy with 'unsafe-eval' added: both pages' inline scripts allowed on each.
    expect(live).toBe(plain.replace("'wasm-unsafe-eval'", "'wasm-unsafe-eval' 'unsafe-eval'"));
  });

  it('gives a header for the pages without live code, another for those with, and lists those', () => {
    const dir = buildFolder({ 'index.html': plainPage, 'guides/live.html': liveCodePage });
    const { directives, liveCodeDirectives, liveCodePages } = buildPolicies(dir);
    expect(liveCodePages).toEqual([path.join('guides', 'live.html')]);
    expect(directives.join('; ')).not.toContain("'unsafe-eval'");
    expect(liveCodeDirectives).toEqual(
      directives.map((directive) => directive.replace("'wasm-unsafe-eval'", "'wasm-unsafe-eval' 'unsafe-eval'")),
    );
    expect(directives.at(-1)).toBe("frame-ancestors 'none'");
  });
});
