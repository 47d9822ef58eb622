// Cards drawn by earlier builds, kept in node_modules/.cache/social-cards/ (which `npm run clear`
// empties, as it does the bundler's cache): a repeat build copies each card whose text and drawing
// are unchanged instead of drawing it again. A card's file is named by a hash of its text and of
// the drawer's key (card.ts), which changes with anything else the drawing depends on.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CardDrawer } from './card';
import type { CardText } from './cardText';

const CARD_CACHE_FOLDER = 'node_modules/.cache/social-cards';

export interface CachedCardDrawer extends CardDrawer {
  /** How many cards were read from the cache rather than drawn. */
  readonly reused: number;
}

/** `drawer`, reading and writing its cards in the cache folder of the site at `siteDir`. */
export function cachedCardDrawer(drawer: CardDrawer, siteDir: string): CachedCardDrawer {
  const folder = path.join(siteDir, CARD_CACHE_FOLDER);
  mkdirSync(folder, { recursive: true });
  let reused = 0;
  const fileOf = (text: CardText) =>
    path.join(folder, `${createHash('sha256').update(drawer.key).update(JSON.stringify(text)).digest('hex')}.png`);
  return {
    key: drawer.key,
    get reused() {
      return reused;
    },
    async draw(text) {
      const file = fileOf(text);
      try {
        const png = readFileSync(file);
        reused += 1;
        return png;
      } catch {
        // Not drawn yet with this drawing.
      }
      const png = await drawer.draw(text);
      // Renamed into place, so that another build reading the cache never sees half a file.
      writeFileSync(`${file}.${process.pid}`, png);
      renameSync(`${file}.${process.pid}`, file);
      return png;
    },
  };
}
