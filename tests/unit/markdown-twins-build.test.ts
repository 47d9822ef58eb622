import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSearchFragments } from '../search-queries';
import { builtFile, crawlBuiltSite, markdownLinks, pageOfTwin, readPage, sitemapPaths } from '../site-crawl';
import { queryExampleCode } from '../typed-example';
import { twinUrl } from '../../src/markdownTwins/twinUrl';
import { builtOutput } from './built-output';

// Reads the production build: the Markdown twin of every page (src/markdownTwins/), llms.txt and
// llms-full.txt.
const { buildDir } = builtOutput();
const pages = sitemapPaths(buildDir);
const read = (urlPath: string) => readFileSync(builtFile(buildDir, urlPath)!, 'utf8');
const twinOf = (page: string) => read(twinUrl(page));
/** Markdown without its fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
const fences = (markdown: string) =>
  [...markdown.matchAll(/^(`{3,})(\S*)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm)].map(([, , lang]) => lang);
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** The text of a page's h2 and h3 headings, in order. */
const htmlHeadings = (html: string) =>
  [...html.matchAll(/<h([23])[^>]*\sid=[^>]*>(.*?)<a[^>]*hash-link/g)].map(
    ([, level, inner]) => `${'#'.repeat(Number(level))} ${decode(inner.replace(/<[^>]+>/g, ''))}`,
  );

// The hand-written pages: MDX, with imports, components and admonitions.
const mdxPages = readdirSync('docs', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const id = file.replace(/\.mdx$/, '');
    return pages.find((page) => page === `/mutate/${id.replace(/(^|\/)index$/, '$1')}`) ?? `/mutate/${id}`;
  });

describe('the Markdown twins', () => {
  it('are there for every page of the sitemap, each linked from its page head', () => {
    expect(pages.length).toBeGreaterThan(200);
    expect(pages).toEqual(
      expect.arrayContaining(['/mutate/', '/mutate/api', '/mutate/api/modules', '/mutate/api/lib/functions/']),
    );
    for (const page of pages) {
      expect(existsSync(path.join(buildDir, twinUrl(page).slice('/mutate/'.length))), page).toBe(true);
      expect(read(page).includes(` rel=alternate type=text/markdown href=${twinUrl(page)} `), page).toBe(true);
    }
  });

  it('are not in the sitemap, nor pages of the search index, and the actions above pages are not indexed', () => {
    expect(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')).not.toMatch(/\.md<|llms/);
    const fragments = builtSearchFragments(buildDir);
    expect(fragments.map(({ url }) => url)).toContain('/mutate/guides/getting-started');
    expect(fragments.filter(({ url }) => url.endsWith('.md'))).toEqual([]);
    expect(fragments.filter(({ content }) => /View as Markdown|Copy page/.test(content))).toEqual([]);
  });

  it('open with the title, then the description', () => {
    expect(twinOf('/mutate/guides/getting-started')).toMatch(/^# Getting started\n\nA step-by-step walkthrough/);
    expect(twinOf('/mutate/api/lib/functions/')).toMatch(/^# Functions\n\nThe entry points of the library/);
    // A reference page's description is its first paragraph: said once.
    const collect = twinOf('/mutate/api/lib/functions/collect');
    // Under the title, its basis (typedoc-plugins/basis-notes.mjs), then its signature.
    expect(collect).toMatch(/^# Function: collect\(\)\n\n\*\*Basis:\*\* .+\n\n```ts\n/);
    expect(collect.match(/a named query that tracks the elements/g)).toHaveLength(1);
  });

  it('have no MDX: no imports, exports, components, expressions or directives', () => {
    expect(mdxPages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const text = prose(twinOf(page)).replace(/`[^`\n]*`/g, '');
      expect(text.match(/^(?:import|export)\s.*/m), page).toBeNull();
      expect(text.match(/<\/?[A-Za-z][\w.]*[\s/>]|<!--|\{\/\*|^:::/m), page).toBeNull();
    }
  });

  it('render components and admonitions to their Markdown meaning', () => {
    const introduction = twinOf('/mutate/');
    expect(introduction).toContain('\n\nA library of helpers for persistent DOM modification.\n\n');
    const guide = twinOf('/mutate/guides/getting-started');
    expect(guide).toContain('> **Tip: Use a key for everything one change set does**\n>\n> [`mutate(name, key)`]');
    expect(guide).toContain(
      '> **Warning**\n>\n> [`html()`](/mutate/api/Mutator/classes/Mutator.md#html) (spec) writes',
    );
  });

  it('keep every h2 and h3 heading and every code block of the page, in order, each with its language', () => {
    for (const page of pages) {
      const html = read(page);
      const twin = twinOf(page);
      const twinHeadings = prose(twin).match(/^#{2,3} .*/gm) ?? [];
      expect(
        twinHeadings.map((heading) => heading.replace(/\\/g, '')),
        page,
      ).toEqual(htmlHeadings(html));
      const languages = [...html.matchAll(/<div class="language-(\S+) codeBlockContainer/g)].map(([, lang]) => lang);
      expect(fences(twin), page).toEqual(languages);
    }
  });

  it("show an example's code alone: no type popups, no `^?` line or its answer", () => {
    const guide = twinOf('/mutate/guides/getting-started');
    const example = ['```ts {3}', queryExampleCode, '```'].join('\n');
    expect(guide).toContain(example);
    // What only a popup says: how TypeScript's quick info names a method, property or parameter.
    for (const page of pages) expect(twinOf(page), page).not.toMatch(/\((method|property|parameter)\) |\^ const |\^\?/);
  });

  it('link with absolute paths under the base, other pages through their twins, anchors kept', () => {
    const links = pages.flatMap((page) => markdownLinks(twinOf(page)));
    const inSite = links.filter((link) => !/^[a-z]+:/.test(link));
    expect(inSite.length).toBeGreaterThan(1000);
    expect(inSite.filter((link) => !link.startsWith('/mutate/'))).toEqual([]);
    expect(inSite.filter((link) => !/\.md(?:#|$)/.test(link) && !link.startsWith('/mutate/assets/'))).toEqual([]);
    expect(links).toContain('/mutate/api/Mutator/classes/Mutator.md#project');
  });

  it('are clean Markdown: no empty links, no anchors, buttons or instructions for the mouse or the Tab key', () => {
    const leftovers = [
      // A link without text or without a target, such as a table row's anchor made `[]()`.
      /\[\]\(|\]\(\s*\)/,
      // HTML: anchors, buttons, keys, spans.
      /<\/?(?:a|button|kbd|span|div|svg)\b/,
      // The texts of the page's buttons.
      /\b(?:Copy page|View as Markdown|Copy code|Edit this page|Read offline|Try again)\b/,
      // Instructions that only make sense with a mouse or the Tab key.
      /\b(?:point at|hover|mouse|arrow keys)\b|\bwith `?Tab\b/i,
    ];
    const found = pages.flatMap((page) => {
      const text = prose(twinOf(page)).replace(/`[^`\n]*`/g, '`code`');
      return leftovers.flatMap((pattern) => {
        const match = pattern.exec(text);
        return match ? [`${twinUrl(page)}: ${match[0]}`] : [];
      });
    });
    expect(pages.length).toBeGreaterThan(200);
    expect(found).toEqual([]);
  });

  it("link to a page or twin of the site, each fragment an anchor of the page's HTML", () => {
    const idsOf = new Map<string, Set<string> | undefined>();
    const ids = (urlPath: string) => {
      if (!idsOf.has(urlPath)) {
        const file = builtFile(buildDir, urlPath.endsWith('.md') ? pageOfTwin(urlPath) : urlPath);
        idsOf.set(urlPath, file?.endsWith('.html') ? readPage(file).ids : undefined);
      }
      return idsOf.get(urlPath);
    };
    let inSite = 0;
    let withFragment = 0;
    const broken: string[] = [];
    for (const page of pages) {
      for (const link of markdownLinks(twinOf(page))) {
        if (/^[a-z]+:/.test(link)) continue;
        inSite += 1;
        const [target, fragment] = link.split('#');
        const exists = builtFile(buildDir, target) !== undefined;
        if (fragment !== undefined) withFragment += 1;
        if (!exists || (fragment !== undefined && !ids(target)?.has(decodeURIComponent(fragment))))
          broken.push(`${twinUrl(page)} → ${link}`);
      }
    }
    console.log(
      `${pages.length} twins: ${inSite} links in the site, ${withFragment} with a fragment, ${broken.length} broken`,
    );
    expect(inSite).toBeGreaterThan(1000);
    expect(withFragment).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('and the llms files have no broken link or anchor (crawled with the pages)', () => {
    const crawl = crawlBuiltSite({ buildDir, startPaths: [...pages, '/mutate/llms.txt', '/mutate/llms-full.txt'] });
    expect(crawl.pages).toEqual(
      expect.arrayContaining(['/mutate/llms.txt', '/mutate/guides/getting-started.md', '/mutate/index.md']),
    );
    expect(crawl.brokenLinks).toEqual([]);
    expect(crawl.brokenAnchors).toEqual([]);
  });
});

describe('llms.txt', () => {
  const llms = read('/mutate/llms.txt');
  const entries = [...llms.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)];

  it('follows the proposal: the title, the tagline as its summary, sections of links with descriptions', () => {
    expect(llms).toMatch(/^# Mutate\n\n> A library of helpers for persistent DOM modification\.\n\n/);
    expect(llms.match(/^## .*/gm)?.slice(0, 3)).toEqual([
      '## Docs',
      '## API reference',
      '## API reference: AbstractAction',
    ]);
    const lines = llms.split('\n').filter((line) => line.startsWith('- '));
    expect(lines.length).toBe(entries.length);
    expect(entries.filter(([, , , description]) => !description)).toEqual([]);
  });

  it('lists every twin once, the docs in sidebar order first (spec §2.1), then the reference', () => {
    const urls = entries.map(([, , url]) => url);
    expect([...urls].sort()).toEqual(pages.map(twinUrl).sort());
    const operations = (name: string, ops: string[]) => [
      `/mutate/api-custom/${name}/index.md`,
      ...ops.map((op) => `/mutate/api-custom/${name}/${name}-${op}.md`),
    ];
    const docs = llms
      .split('\n## ')[1]
      .match(/\]\((\S+?)\)/g)!
      .map((link) => link.slice(2, -1));
    expect(docs).toEqual([
      '/mutate/index.md',
      '/mutate/api.md',
      '/mutate/guides/getting-started.md',
      ...operations('collect', ['destroy', 'for-each', 'get', 'pause', 'scope', 'unpause']),
      ...operations('mutate', ['get', 'pause', 'reevaluate', 'revert', 'unpause']),
      '/mutate/api/lib/functions/index.md',
      ...['$mu', 'collect', 'mutate'].map((name) => `/mutate/api/lib/functions/${name}.md`),
      '/mutate/api/Mutator/classes/Mutator.md',
      '/mutate/api/State/classes/State.md',
      '/mutate/api/globals/interfaces/Computable.md',
    ]);
    expect(urls[docs.length]).toBe('/mutate/api/modules.md');
    // Then each area, in the modules page's alphabetical order, its index page first.
    expect(urls.slice(docs.length + 1, docs.length + 3)).toEqual([
      '/mutate/api/AbstractAction/index.md',
      '/mutate/api/AbstractAction/classes/AbstractAction.md',
    ]);
  });

  it('llms-full.txt holds every twin in the same order', () => {
    const full = read('/mutate/llms-full.txt');
    let from = 0;
    for (const [, , url] of entries) {
      const at = full.indexOf(read(url).trim(), from);
      expect(at, url).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
  });
});
