import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crawlBuiltSite, sitemapPaths } from '../site-crawl';
import { builtOutput } from './built-output';

// Reads the production build. The site config only logs broken links (spec §5); our own content
// must still have none.
describe('the built site', () => {
  const { buildDir } = builtOutput();
  const crawl = crawlBuiltSite({ buildDir });

  it('crawls every page in the sitemap', () => {
    const sitemap = sitemapPaths(buildDir);
    expect(sitemap).toEqual(
      expect.arrayContaining(['/mutate/', '/mutate/guides/getting-started', '/mutate/api/modules']),
    );
    expect(crawl.pages).toEqual(expect.arrayContaining(sitemap));
    // The search results page has no content of its own to index.
    expect(sitemap.filter((page) => page.startsWith('/mutate/search'))).toEqual([]);
  });

  it('has no broken internal link', () => {
    expect(crawl.brokenLinks).toEqual([]);
  });

  it('has no broken anchor', () => {
    expect(crawl.brokenAnchors).toEqual([]);
  });

  it('opens every new-tab link with rel="noopener noreferrer"', () => {
    expect(crawl.unsafeNewTabLinks).toEqual([]);
  });

  const htmlFiles = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const html = new Map(htmlFiles.map((file) => [file, readFileSync(path.join(buildDir, file), 'utf8')]));
  // The files whose HTML does not hold `pattern` exactly once.
  const filesWithout = (pattern: RegExp) => htmlFiles.filter((file) => html.get(file)!.match(pattern)?.length !== 1);

  it('gives every HTML file, the not-found page included, one meta description', () => {
    expect(htmlFiles).toContain('404.html');
    expect(filesWithout(/<meta[^>]*\sname="?description"?[\s/>]/g)).toEqual([]);
  });

  it('gives every HTML file the link-preview tags: site name, type, title, description and image', () => {
    for (const tag of [
      'og:site_name content=Mutate',
      'og:type content=website',
      'og:title',
      'og:description',
      'og:image',
    ]) {
      expect(filesWithout(new RegExp(`<meta[^>]*\\sproperty="?${tag}[\\s"/>]`, 'g')), tag).toEqual([]);
    }
  });
});

describe('the API reference', () => {
  // From the entry page, /mutate/api; the prefix takes in the custom API pages too.
  const crawl = crawlBuiltSite({ buildDir: builtOutput().buildDir, within: '/mutate/api' });

  it('has no broken link or anchor on any /api/** page', () => {
    expect(crawl.pages.length).toBeGreaterThan(150);
    expect(crawl.brokenLinks).toEqual([]);
    expect(crawl.brokenAnchors).toEqual([]);
  });

  it('links every reference page from another one (none is reachable only by its URL)', () => {
    const unlinked = crawl.pages.filter(
      (page) => page !== '/mutate/api' && !crawl.linkedFromOtherPages.has(page.replace(/\/$/, '')),
    );
    expect(unlinked).toEqual([]);
  });
});

describe('the site crawler', () => {
  it('reports broken links, broken anchors and unsafe new-tab links', () => {
    const crawl = crawlBuiltSite({ buildDir: path.resolve('tests/fixtures/crawl-site') });
    expect(crawl.pages).toEqual(['/mutate/', '/mutate/guide']);
    expect(crawl.brokenLinks).toEqual([{ from: '/mutate/', href: '/mutate/assets/missing.js' }]);
    expect(crawl.brokenAnchors).toEqual([{ from: '/mutate/guide', href: '/mutate/#no-such-heading' }]);
    expect(crawl.unsafeNewTabLinks).toEqual([{ from: '/mutate/', href: 'https://example.org' }]);
  });
});
