// A link-preview card for every page (og:image, twitter:image), drawn after the build: a docs page's
// card shows its title and what it is (cardText.ts); other pages, and docs pages without a title,
// show the site's card, drawn by the same code. Pages that would show the same card share one file.
// Cards are files, not routes: they stay out of the sitemap, the search index and the Markdown twins.
// The pass over the built pages' heads (src/postBuild/pageHeads.ts) puts each page's tags in; a later
// step draws the cards. Both take the cards of the one built site, chosen once (`pageCards`).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BuiltSite, SitePage } from '../shared/builtSite';
import { cachedCardDrawer } from './cardCache';
import { CARDS_FOLDER, SITE_CARD } from '../shared/siteLayout.mjs';
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
 * Not p-map: it rejects at the first failure while the items under way go on writing cards.
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

type PageCards = ReturnType<typeof cardsOf>;

const cardsBySite = new WeakMap<BuiltSite, PageCards>();

/**
 * The cards of the built site, the same for every step given it: `tagPages` gives each page its
 * card and the card's tags, `draw` then draws the cards those pages show into the build.
 */
export function pageCards(site: BuiltSite): PageCards {
  if (!cardsBySite.has(site)) cardsBySite.set(site, cardsOf(site));
  return cardsBySite.get(site)!;
}

/** The step that draws the cards the pages' heads were given. */
export const drawCardsStep = (site: BuiltSite): Promise<void> => pageCards(site).draw();

function cardsOf({ context: { siteConfig, siteDir }, props: { outDir } }: BuiltSite) {
  const { baseUrl, url, title: siteName, tagline } = siteConfig;
  const titleSuffix = ` ${siteConfig.titleDelimiter} ${siteName}`;
  const siteCard: Card = { text: { title: tagline }, file: SITE_CARD, pages: [] };
  const cards = new Map<string, Card>([[JSON.stringify(siteCard.text), siteCard]]);
  /** The card that shows `text`: the first page's to show it, shared by the others. */
  const cardOf = (text: CardText, permalink: string): Card => {
    const key = JSON.stringify(text);
    if (!cards.has(key)) cards.set(key, { text, file: cardFileOf(baseUrl, permalink), pages: [] });
    return cards.get(key)!;
  };
  return {
    /** The `pages`, each with its card's tags at the end of its head (the card chosen here, to be drawn). */
    tagPages(pages: SitePage[]): SitePage[] {
      return pages.map((page) => {
        const { permalink, root } = page.docs ?? {};
        const urlPath = permalink ?? `${baseUrl}${page.relativePath}`;
        try {
          const title = pageTitle(page.html, titleSuffix);
          const card =
            permalink && root && title ? cardOf(cardText(permalink.slice(root.length), title), permalink) : siteCard;
          card.pages.push(urlPath);
          return {
            ...page,
            html: withCardTags(page.html, { url: `${url}${baseUrl}${card.file}`, alt: cardAlt(siteName, card.text) }),
          };
        } catch (error) {
          throw new Error(`social card of ${urlPath}: ${(error as Error).message}`, { cause: error });
        }
      });
    },

    /** Draws the cards of the pages tagged into the build (img/cards/, the site's card). */
    async draw(): Promise<void> {
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
      // Every card of this build is drawn: the cache keeps those, and only those.
      const pruned = drawer.prune();
      const pages = [...cards.values()].reduce((count, card) => count + card.pages.length, 0);
      const drawn = cards.size - drawer.reused;
      console.log(
        `[social cards] drew ${drawn} cards for ${pages} pages, ${drawer.reused} more from the cache (${pruned} unused there deleted)`,
      );
    },
  };
}
