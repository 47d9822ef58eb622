// Each built page with its critical CSS (criticalCss.ts) in a <style> where its stylesheet's <link>
// was, and the stylesheet loaded without blocking the first paint, under the site's
// Content-Security-Policy (no inline handler, no script): a preload in the head fetches it early,
// and the <link> itself, at the end of the body, applies it. A <link> in the body blocks the
// rendering only of what follows it, here nothing; without JavaScript it works all the same.
// A step of src/postBuild/, once nothing else edits or reads the pages' HTML but the offline worker,
// which precaches them as they are then.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuiltSite } from '../shared/builtSite';
import { criticalCssChooser } from './criticalCss';

/** Set to `off`, the build leaves its pages' stylesheets as Docusaurus wrote them (the bench's "before"). */
export const CRITICAL_CSS_ENV = 'CRITICAL_CSS';

// The stylesheet's <link> as Docusaurus's HTML minifier writes it.
const STYLESHEET_RE = /<link rel=["']?stylesheet["']? href=["']?([^"'\s>]+)["']?\s*\/?>/;

// The inline scripts that end a page's body (the fragment's scroll, src/pageShell/fragmentScroll.ts).
const TRAILING_SCRIPTS_RE = /(?:\s*<script>(?:(?!<\/script>)[^])*<\/script>)*\s*<\/body>/;

/**
 * `html` with its stylesheet `href` loaded after `critical`, the CSS its first paint needs. The
 * stylesheet's <link> goes before the inline scripts that end the body, so that they run, as they
 * did with the stylesheet in the head, once it applies: the fragment's scroll measures the page as
 * it will stay.
 */
export function withCriticalCss(html: string, href: string, critical: string): string {
  const link = STYLESHEET_RE.exec(html)!;
  const bodyEnd = TRAILING_SCRIPTS_RE.exec(html)?.index ?? -1;
  if (bodyEnd < link.index) throw new Error(`critical CSS: no </body> after the stylesheet ${href}`);
  return (
    html.slice(0, link.index) +
    `<style>${critical}</style><link rel=preload href=${href} as=style>` +
    html.slice(link.index + link[0].length, bodyEnd) +
    `<link rel=stylesheet href=${href}>` +
    html.slice(bodyEnd)
  );
}

/** Gives every page of the built site its critical CSS; logs the largest (src/postBuild/ logs its time). */
export function criticalCssStep(site: BuiltSite): void {
  if (process.env[CRITICAL_CSS_ENV] === 'off') return;
  const { outDir } = site.props;
  const { baseUrl } = site.context.siteConfig;
  const choosers = new Map<string, (html: string) => string>();
  const chooserOf = (href: string) => {
    if (!choosers.has(href)) {
      const file = path.join(outDir, href.slice(baseUrl.length));
      choosers.set(href, criticalCssChooser(readFileSync(file, 'utf8')));
    }
    return choosers.get(href)!;
  };
  let largest = 0;
  const { pages } = site;
  for (const page of pages) {
    const { file, html } = page;
    const href = STYLESHEET_RE.exec(html)?.[1];
    if (!href?.startsWith(baseUrl)) throw new Error(`critical CSS: ${file} links no stylesheet of the site`);
    let critical: string;
    try {
      critical = chooserOf(href)(html);
    } catch (error) {
      throw new Error(`critical CSS: ${file}: ${(error as Error).message}`, { cause: error });
    }
    largest = Math.max(largest, gzipSync(critical).length);
    site.writePage(page, withCriticalCss(html, href, critical));
  }
  console.log(`[critical CSS] ${pages.length} pages, at most ${largest} bytes gzip each`);
}
