// Cards drawn by earlier builds, kept in node_modules/.cache/social-cards/ (which `npm run clear`
// empties, as it does the bundler's cache): a repeat build copies each card whose text and drawing
// are unchanged instead of drawing it again. A card's file is named by a hash of its text and of
// the drawer's key (card.ts), which changes with anything else the drawing depends on.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CardDrawer } from './card';
import type { CardText } from './cardText';

const CARD_CACHE_FOLDER = 'node_modules/.cache/social-cards';
/** A cached card's file name; a file being written has the writing process's id after it. */
const CARD_FILE = /^[0-9a-f]{64}\.png$/;

export interface CachedCardDrawer extends CardDrawer {
  /** How many cards were read from the cache rather than drawn. */
  readonly reused: number;
  /** Deletes the cached cards this drawer did not draw or read (those no page of this build shows); returns how many. */
  prune(): number;
}

/** `drawer`, reading and writing its cards in the cache folder of the site at `siteDir`. */
export function cachedCardDrawer(drawer: CardDrawer, siteDir: string): CachedCardDrawer {
  const folder = path.join(siteDir, CARD_CACHE_FOLDER);
  mkdirSync(folder, { recursive: true });
  let reused = 0;
  // The cache's files this build's cards are in.
  const used = new Set<string>();
  const fileOf = (text: CardText) =>
    path.join(folder, `${createHash('sha256').update(drawer.key).update(JSON.stringify(text)).digest('hex')}.png`);
  return {
    key: drawer.key,
    get reused() {
      return reused;
    },
    async draw(text) {
      const file = fileOf(text);
      used.add(path.basename(file));
      try {
        const png = readFileSync(file);
        reused += 1;
        return png;
      } catch (error) {
        // Only a card not drawn yet with this drawing is a miss: any other error (a file that
        // cannot be read) would otherwise be hidden by drawing the card again on every build.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          throw new Error(`the cards' cache could not read ${file}: ${(error as Error).message}`, { cause: error });
        }
      }
      const png = await drawer.draw(text);
      // Renamed into place, so that another build reading the cache never sees half a file.
      writeFileSync(`${file}.${process.pid}`, png);
      renameSync(`${file}.${process.pid}`, file);
      return png;
    },
    prune() {
      const unused = readdirSync(folder).filter((name) => CARD_FILE.test(name) && !used.has(name));
      // `force`: another build of the site may have pruned the same file.
      for (const name of unused) rmSync(path.join(folder, name), { force: true });
      return unused.length;
    },
  };
}
