import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Props } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';
import { readBuiltSite } from '../../src/postBuild/builtSite';
import { pageHeadsStep } from '../../src/postBuild/pageHeads';
import { cardDrawer, type CardDrawer } from '../../src/socialCards/card';
import { cachedCardDrawer } from '../../src/socialCards/cardCache';
import { drawCardsStep } from '../../src/socialCards/pageCards';
import { cardAlt, cardText, type CardText } from '../../src/socialCards/cardText';
import { pageTitle, withCardTags } from '../../src/socialCards/headTags';
import { builtFile, sitemapPaths } from '../site-crawl';
import { builtOutput } from './built-output';

/** A PNG's width and height, read from its IHDR chunk (after the 8-byte signature and chunk header). */
function pngSize(png: Buffer): [width: number, height: number] {
  expect(png.subarray(1, 4).toString(), 'PNG signature').toBe('PNG');
  expect(png.subarray(12, 16).toString(), 'first chunk').toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe("a page's card text", () => {
  // [page path, its title, the card's title, its kicker]
  const cases: Record<string, [string, string, string, string?][]> = {
    'names a reference symbol by its name, its kind and its module': [
      ['api/Mutator/classes/Mutator', 'Class: Mutator', 'Mutator', 'Class · Mutator'],
      [
        'api/effects/Abstract/classes/AbstractEffect',
        'Abstract Class: AbstractEffect',
        'AbstractEffect',
        'Abstract Class · effects/Abstract',
      ],
      [
        'api/lib/namespaces/collect/functions/destroy',
        'Function: collect.destroy()',
        'collect.destroy()',
        'Function · lib',
      ],
      ['api/Collector/type-aliases/SelectorType', 'Type Alias: SelectorType', 'SelectorType', 'Type Alias · Collector'],
    ],
    "says what the reference's other pages are": [
      ['api/effects/Abstract/', 'effects/Abstract', 'effects/Abstract', 'Module'],
      ['api/lib/functions/', 'Functions', 'Functions', 'API reference · lib'],
      ['api/modules', 'Mutate API: Modules', 'Modules', 'API reference'],
      ['api', 'Mutate API reference', 'Mutate API reference'],
      ['api-custom/collect/', 'collect', 'collect', 'Function'],
      ['api-custom/collect/collect-get', 'collect.get', 'collect.get', 'Operation · collect'],
    ],
    'gives hand-written pages their title, a guide saying so': [
      ['guides/getting-started', 'Getting started', 'Getting started', 'Guide'],
      ['', 'Introduction', 'Introduction'],
    ],
  };
  for (const [behaviour, pages] of Object.entries(cases)) {
    it(behaviour, () => {
      for (const [page, pageTitle, title, kicker] of pages) {
        expect(cardText(page, pageTitle), page).toEqual(kicker ? { title, kicker } : { title });
      }
    });
  }

  it('says what the card shows in its text alternative', () => {
    expect(cardAlt('Mutate', { title: 'Mutator', kicker: 'Class · Mutator' })).toBe(
      'Mutate documentation: Mutator (Class · Mutator)',
    );
    expect(cardAlt('Mutate', { title: 'Introduction' })).toBe('Mutate documentation: Introduction');
  });
});

describe("a page's head", () => {
  const head = (tags: string) => `<html><head><title>A &amp; B | Mutate</title>${tags}</head><body></body></html>`;

  it('gives the title without the site name, decoded', () => {
    expect(pageTitle(head(''), ' | Mutate')).toBe('A & B');
    expect(pageTitle('<head></head>', ' | Mutate')).toBe('');
  });

  it("ends with the card's tags: its URL, type, size and text alternative", () => {
    const url = 'https://x.org/mutate/img/cards/a.png';
    const html = withCardTags(head('<meta name=twitter:card content=summary_large_image>'), {
      url,
      alt: 'Mutate documentation: "A" & B',
    });
    const alt = 'Mutate documentation: &quot;A&quot; &amp; B';
    expect(html).toContain(
      [
        `<meta property="og:image" content="${url}">`,
        '<meta property="og:image:type" content="image/png">',
        '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
        `<meta property="og:image:alt" content="${alt}">`,
        `<meta name="twitter:image" content="${url}">`,
        `<meta name="twitter:image:alt" content="${alt}"></head>`,
      ].join(''),
    );
  });

  // react-helmet manages the theme's tags: on hydration it would add its image beside the card's.
  it('fails on a page with image tags of its own, such as the theme writes for themeConfig.image', () => {
    for (const tag of [
      '<meta data-rh=true property=og:image content=https://x.org/mutate/img/social-card.png />',
      '<meta name="twitter:image" content="x">',
    ]) {
      expect(() => withCardTags(head(tag), { url: 'u', alt: 'a' })).toThrow(
        `the page has image tags of its own (${tag}): a card replaces them`,
      );
    }
  });
});

describe("the post-build pass over the pages' heads (src/postBuild/pageHeads.ts)", () => {
  const docsPlugin = (permalinks: string[]) =>
    ({
      name: 'docusaurus-plugin-content-docs',
      content: {
        loadedVersions: [
          { path: '/mutate/', docs: permalinks.map((permalink) => ({ id: permalink, permalink })), sidebars: {} },
        ],
      },
    }) as unknown as Props['plugins'][number];
  // A site folder of the tests' own: the site's logo and the packages that draw cards, and a cache
  // of cards of its own, which each build prunes to its cards (the site's would lose all but one).
  const siteDir = mkdtempSync(path.join(tmpdir(), 'social-cards-site-'));
  mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  cpSync('static/img/logo.svg', path.join(siteDir, 'static/img/logo.svg'));
  for (const name of ['@fontsource', '@resvg', 'satori']) {
    mkdirSync(path.dirname(path.join(siteDir, 'node_modules', name)), { recursive: true });
    symlinkSync(path.resolve('node_modules', name), path.join(siteDir, 'node_modules', name));
  }
  afterAll(() => rmSync(siteDir, { recursive: true }));
  // The site's configuration as Docusaurus resolves it, for what the plugin reads.
  const context = { siteConfig: { ...config, titleDelimiter: '|' }, siteDir } as unknown as LoadContext;

  /** Runs the plugin's post-build step on a build of one page, `/mutate/guide`, whose head is `head`. */
  async function buildOnePage(head: string): Promise<string> {
    const outDir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
    mkdirSync(path.join(outDir, 'guide'));
    writeFileSync(path.join(outDir, 'guide/index.html'), `<html>${head}<body><script>let a</script></body></html>`);
    try {
      // The post-build steps of heads and cards (src/postBuild/plugin.ts).
      const site = readBuiltSite(context, { outDir, plugins: [docsPlugin(['/mutate/guide'])] } as Props);
      pageHeadsStep(site);
      await drawCardsStep(site);
      return readFileSync(path.join(outDir, 'guide/index.html'), 'utf8');
    } finally {
      rmSync(outDir, { recursive: true });
    }
  }

  const titled = (title: string) => `<head><title>${title} | Mutate</title></head>`;

  it("puts the policy first in the head and points the page at its own card, drawn into the build's img/cards/", async () => {
    const html = await buildOnePage(titled('A guide'));
    expect(html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[^"]*"><title>/,
    );
    expect(html).toContain(`<meta property="og:image" content="${config.url}/mutate/img/cards/guide.png">`);
    expect(html).toMatch(/<meta name="twitter:image:alt" content="Mutate documentation: A guide \(Guide\)"><\/head>/);
  });

  it('fails the build naming the page whose card cannot be drawn', async () => {
    await expect(buildOnePage(titled('ガイド'))).rejects.toThrow(
      /^social card of \/mutate\/guide: the card's fonts \(Inter, Latin\) have no glyph for "ガイド"/,
    );
  });

  it('fails the build naming the page that has no head for the policy', async () => {
    await expect(buildOnePage('<title>A guide | Mutate</title>')).rejects.toThrow(
      /\/guide\/index\.html: no <head> to put the Content-Security-Policy in$/,
    );
  });
});

describe('the cache of cards drawn by earlier builds', () => {
  /** A drawer that records what it draws, with the given key. */
  const countingDrawer = (key: string) => {
    const drawn: CardText[] = [];
    const drawer: CardDrawer = {
      key,
      draw: async (text) => {
        drawn.push(text);
        return Buffer.from(`${key}:${text.title}`);
      },
    };
    return { drawer, drawn };
  };

  it('gives a repeat build the same card without drawing it again, and draws again when the drawing changes', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'card-cache-'));
    try {
      const first = countingDrawer('one');
      const firstBuild = cachedCardDrawer(first.drawer, siteDir);
      expect(String(await firstBuild.draw({ title: 'A guide' }))).toBe('one:A guide');
      expect([first.drawn.length, firstBuild.reused]).toEqual([1, 0]);

      const repeat = countingDrawer('one');
      const repeatBuild = cachedCardDrawer(repeat.drawer, siteDir);
      expect(String(await repeatBuild.draw({ title: 'A guide' }))).toBe('one:A guide');
      expect(String(await repeatBuild.draw({ title: 'A guide', kicker: 'Class' }))).toBe('one:A guide');
      expect([repeat.drawn, repeatBuild.reused]).toEqual([[{ title: 'A guide', kicker: 'Class' }], 1]);

      const changed = countingDrawer('two');
      expect(String(await cachedCardDrawer(changed.drawer, siteDir).draw({ title: 'A guide' }))).toBe('two:A guide');
      expect(changed.drawn).toHaveLength(1);
    } finally {
      rmSync(siteDir, { recursive: true });
    }
  });

  it('fails naming the cached file it cannot read, where only a card not in the cache is a miss', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'card-cache-'));
    try {
      const first = countingDrawer('one');
      await cachedCardDrawer(first.drawer, siteDir).draw({ title: 'A guide' });
      const [file] = readdirSync(path.join(siteDir, 'node_modules/.cache/social-cards'));
      // A folder in the card's place: reading it fails (EISDIR), as an unreadable file would.
      const cached = path.join(siteDir, 'node_modules/.cache/social-cards', file);
      rmSync(cached);
      mkdirSync(cached);

      const repeat = countingDrawer('one');
      await expect(cachedCardDrawer(repeat.drawer, siteDir).draw({ title: 'A guide' })).rejects.toThrow(
        `the cards' cache could not read ${cached}: EISDIR`,
      );
      expect(repeat.drawn).toEqual([]);
    } finally {
      rmSync(siteDir, { recursive: true });
    }
  });

  it('keeps, once pruned, only the cards the last build drew or read', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'card-cache-'));
    const cachedFiles = () => readdirSync(path.join(siteDir, 'node_modules/.cache/social-cards')).sort();
    try {
      const firstBuild = cachedCardDrawer(countingDrawer('one').drawer, siteDir);
      await firstBuild.draw({ title: 'A guide' });
      await firstBuild.draw({ title: 'A page removed later' });
      expect(firstBuild.prune()).toBe(0);
      const afterFirst = cachedFiles();
      expect(afterFirst).toHaveLength(2);

      // The next build shows the guide only, drawn the same way, and a new page.
      const repeat = countingDrawer('one');
      const repeatBuild = cachedCardDrawer(repeat.drawer, siteDir);
      await repeatBuild.draw({ title: 'A guide' });
      await repeatBuild.draw({ title: 'A new page' });
      expect(repeatBuild.prune()).toBe(1);
      const afterRepeat = cachedFiles();
      expect(afterRepeat).toHaveLength(2);
      expect(afterRepeat.filter((name) => afterFirst.includes(name))).toHaveLength(1);
      expect(repeat.drawn).toEqual([{ title: 'A new page' }]);

      // A changed drawing (another key) leaves none of the old cards once its build is done.
      const changedBuild = cachedCardDrawer(countingDrawer('two').drawer, siteDir);
      await changedBuild.draw({ title: 'A guide' });
      expect(changedBuild.prune()).toBe(2);
      expect(cachedFiles()).toHaveLength(1);
      expect(cachedFiles().filter((name) => afterRepeat.includes(name))).toEqual([]);
    } finally {
      rmSync(siteDir, { recursive: true });
    }
  });

  it("has a drawer key that changes with the site's name and logo", () => {
    const style = { siteDir: process.cwd(), siteName: 'Mutate', logoSvg: '<svg/>' };
    const key = cardDrawer(style).key;
    expect(cardDrawer(style).key).toBe(key);
    expect(cardDrawer({ ...style, siteName: 'Other' }).key).not.toBe(key);
    expect(cardDrawer({ ...style, logoSvg: '<svg></svg>' }).key).not.toBe(key);
  });
});

describe('the built pages', () => {
  const { buildDir } = builtOutput();
  const siteUrl = `${config.url}${config.baseUrl}`;
  const htmlOf = (urlPath: string) => readFileSync(builtFile(buildDir, urlPath)!, 'utf8');
  /** The content of the page's <meta> `property` (or `name`), quoted or not. */
  const metaContent = (html: string, property: string) => {
    const match = new RegExp(`<meta[^>]*\\s(?:property|name)="?${property}"?\\s+content=(?:"([^"]*)"|([^\\s>]+))`).exec(
      html,
    );
    return match?.[1] ?? match?.[2];
  };
  const cardFiles = readdirSync(path.join(buildDir, 'img/cards'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.png'),
  );

  /** The built file of a card's absolute URL (which must be under the site's URL). */
  const cardFile = (url: string) => {
    expect(url.startsWith(siteUrl), url).toBe(true);
    return path.join(buildDir, decodeURIComponent(url.slice(siteUrl.length)));
  };

  it('each show a card of 1200 × 630 px and at most 60 KB, with the tags that describe it', () => {
    const pages = sitemapPaths(buildDir);
    expect(pages.length).toBeGreaterThan(200);
    const shown = new Set<string>();
    for (const page of pages) {
      const html = htmlOf(page);
      expect(html.match(/<meta[^>]*\s(?:property|name)="?(?:og|twitter):image"?[\s>]/g), page).toHaveLength(2);
      const image = metaContent(html, 'og:image');
      expect(metaContent(html, 'twitter:image'), page).toBe(image);
      expect(metaContent(html, 'twitter:card'), page).toBe('summary_large_image');
      expect(metaContent(html, 'og:image:type'), page).toBe('image/png');
      expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')], page).toEqual([
        '1200',
        '630',
      ]);
      expect(metaContent(html, 'og:image:alt'), page).toMatch(/^Mutate documentation: \S/);
      const png = readFileSync(cardFile(image!));
      expect(pngSize(png), page).toEqual([1200, 630]);
      expect(png.length, page).toBeLessThanOrEqual(60_000);
      shown.add(image!);
    }
    // Nearly one card a page; every card drawn is shown by some page.
    expect(cardFiles.length).toBeGreaterThan(200);
    expect(cardFiles.map((file) => `${siteUrl}img/cards/${file}`).filter((url) => !shown.has(url))).toEqual([]);
  });

  it('give a reference page and a guide cards of their own, saying what they are', () => {
    const mutator = htmlOf('/mutate/api/Mutator/classes/Mutator');
    expect(metaContent(mutator, 'og:image')).toBe(`${siteUrl}img/cards/api/Mutator/classes/Mutator.png`);
    expect(metaContent(mutator, 'og:image:alt')).toBe('Mutate documentation: Mutator (Class · Mutator)');
    const guide = htmlOf('/mutate/guides/getting-started');
    expect(metaContent(guide, 'og:image')).toBe(`${siteUrl}img/cards/guides/getting-started.png`);
    expect(metaContent(guide, 'og:image:alt')).toBe('Mutate documentation: Getting started (Guide)');
  });

  it("give the not-found and search pages the site's card, drawn by the build", () => {
    for (const page of ['/mutate/404.html', '/mutate/search']) {
      const html = htmlOf(page);
      expect(metaContent(html, 'og:image'), page).toBe(`${siteUrl}img/social-card.png`);
      expect(metaContent(html, 'og:image:alt'), page).toBe(`Mutate documentation: ${config.tagline}`);
    }
    expect(pngSize(readFileSync(path.join(buildDir, 'img/social-card.png')))).toEqual([1200, 630]);
  });

  it('keep cards out of the sitemap and the Markdown twins', () => {
    expect(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')).not.toMatch(/\.png|img\/cards/);
    const markdown = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.md$|^llms.*\.txt$/.test(file),
    );
    expect(markdown.length).toBeGreaterThan(200);
    for (const file of markdown) {
      expect(readFileSync(path.join(buildDir, file), 'utf8'), file).not.toMatch(/img\/cards|social-card/);
    }
  });
});
