// A link-preview card for every page (og:image, twitter:image), drawn after the build: a docs page's
// card shows its title and what it is (cardText.ts); other pages, and docs pages without a title,
// show the site's card, drawn by the same code. Pages that would show the same card share one file.
// Cards are files, not routes: they stay out of the sitemap, the search index and the Markdown twins.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsPagesByVersion, htmlFileOf } from '../routing/docsPages';
import { cachedCardDrawer } from './cardCache';
import { CARDS_FOLDER, SITE_CARD } from './cardFiles';
import { cardAlt, cardText, type CardText } from './cardText';
import { pageTitle, withCardTags } from './headTags';

/** Cards drawn at once: satori lays one out on the main thread while resvg draws others on libuv's pool. */
const CARDS_IN_FLIGHT = 4;

interface Card {
  text: CardText;
  /** Its file, relative to the build's root. */
  file: string;
  /** The URL paths of the pages that show it. */
  pages: string[];
}

/** The card's file of the docs page at `permalink`: its path under the cards' folder (x/ → x/index). */
const cardFileOf = (baseUrl: string, permalink: string) =>
  `${CARDS_FOLDER}/${decodeURIComponent(permalink.slice(baseUrl.length)).replace(/(^|\/)$/, '$1index')}.png`;

/**
 * Runs `work` on each item, at most `limit` at once. After a failure no item is started, and the
 * first failure is thrown once the items under way have finished (no file is written after it).
 */
async function eachInParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length && failures.length === 0) {
      await work(items[next++]).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
}

export default function socialCardsPlugin({ siteConfig, siteDir }: LoadContext): Plugin {
  const { baseUrl, url, title: siteName, tagline } = siteConfig;
  const titleSuffix = ` ${siteConfig.titleDelimiter} ${siteName}`;

  return {
    name: 'social-cards',
    // Synchronous up to the drawing: the heads are rewritten before the post-build steps listed
    // after this plugin (twins, search index) start reading the pages.
    async postBuild({ outDir, plugins }) {
      const started = performance.now();
      const siteCard: Card = { text: { title: tagline }, file: SITE_CARD, pages: [] };
      const cards = new Map<string, Card>([[JSON.stringify(siteCard.text), siteCard]]);
      /** The card that shows `text`: the first page's to show it, shared by the others. */
      const cardOf = (text: CardText, permalink: string): Card => {
        const key = JSON.stringify(text);
        if (!cards.has(key)) cards.set(key, { text, file: cardFileOf(baseUrl, permalink), pages: [] });
        return cards.get(key)!;
      };
      // Each docs page's permalink and its version's root, by its HTML file.
      const docsPermalinks = new Map(
        docsPagesByVersion(plugins).flatMap(({ root, permalinks }) =>
          permalinks.map((permalink) => [htmlFileOf(outDir, baseUrl, permalink), { permalink, root }] as const),
        ),
      );
      const htmlFiles = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
        file.endsWith('.html'),
      );
      for (const relative of htmlFiles) {
        const file = path.join(outDir, relative);
        const { permalink, root } = docsPermalinks.get(file) ?? {};
        const page = permalink ?? `${baseUrl}${relative}`;
        try {
          const html = readFileSync(file, 'utf8');
          const title = pageTitle(html, titleSuffix);
          const card =
            permalink && root && title ? cardOf(cardText(permalink.slice(root.length), title), permalink) : siteCard;
          card.pages.push(page);
          writeFileSync(
            file,
            withCardTags(html, { url: `${url}${baseUrl}${card.file}`, alt: cardAlt(siteName, card.text) }),
          );
        } catch (error) {
          throw new Error(`social card of ${page}: ${(error as Error).message}`, { cause: error });
        }
      }

      // Loaded here, not with the site's config: only a production build draws cards.
      const { cardDrawer } = await import('./card');
      const drawer = cachedCardDrawer(
        cardDrawer({ siteDir, siteName, logoSvg: readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8') }),
        siteDir,
      );
      await eachInParallel([...cards.values()], CARDS_IN_FLIGHT, async (card) => {
        try {
          const png = await drawer.draw(card.text);
          const file = path.join(outDir, card.file);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, png);
        } catch (error) {
          throw new Error(`social card of ${card.pages.join(', ')}: ${(error as Error).message}`, { cause: error });
        }
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const drawn = cards.size - drawer.reused;
      console.log(
        `[social cards] drew ${drawn} cards for ${htmlFiles.length} pages, ${drawer.reused} more from the cache, in ${seconds} s`,
      );
    },
  };
}
