// Draws a link-preview card: a 1200 × 630 PNG with the site's logo and name, a page's title and
// what the page is. satori lays the card out and turns its text into paths (an SVG), resvg draws
// the SVG. The fonts are Inter from @fontsource/inter (OFL), read from node_modules, so that every
// machine draws the same card whatever fonts it has.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import satori, { type Font } from 'satori';
import { renderAsync } from '@resvg/resvg-js';
import { resolveInstalled } from '../shared/resolveInstalled';
import { CARD_HEIGHT, CARD_WIDTH } from './cardSize';
import type { CardText } from './cardText';

// Light text on the dark theme's background, in the site's dark-mode primary colour for the kicker.
const BACKGROUND = '#1b1b1d';
const TEXT = '#ffffff';
const ACCENT = '#8fb0ff';

/** Inter's Latin glyphs (U+0000–00FF, general punctuation…), which cover every title of the site. */
function interFont(siteDir: string, weight: 400 | 700): Font {
  return {
    name: 'Inter',
    data: readFileSync(resolveInstalled(siteDir, `@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  };
}

export interface CardStyle {
  /** The site's folder, whose node_modules has the fonts. */
  siteDir: string;
  /** The site's name, beside the logo. */
  siteName: string;
  /** The logo, an SVG document. */
  logoSvg: string;
}

export interface CardDrawer {
  /** Changes with whatever the drawing depends on besides a card's text: this code, fonts, logo, name and renderers. */
  readonly key: string;
  /** The card of `text` as a PNG. A character the fonts lack is an error naming it. */
  draw(text: CardText): Promise<Buffer>;
}

/** The title's size: as big as its length lets it be in at most three lines. */
function titleSize(title: string): number {
  if (title.length <= 24) return 88;
  if (title.length <= 48) return 72;
  return 60;
}

/** `title` with line-break opportunities where the site's headings have them (<wbr>): between the
 * words of a camel-case name and after a dot or a slash. */
const breakable = (title: string) => title.replace(/([a-z](?=[A-Z])|[./](?=\w))/g, '$1\u200b');

/** A drawer of cards in the site's look (fonts and logo loaded once). */
export function cardDrawer({ siteDir, siteName, logoSvg }: CardStyle): CardDrawer {
  const fonts = [interFont(siteDir, 400), interFont(siteDir, 700)];
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const key = createHash('sha256');
  for (const file of [__filename, path.join(__dirname, 'cardSize.ts')]) key.update(readFileSync(file));
  for (const name of ['satori', '@resvg/resvg-js'])
    key.update(readFileSync(resolveInstalled(siteDir, `${name}/package.json`)));
  for (const font of fonts) key.update(font.data as Buffer);
  key.update(logoSvg).update(siteName);

  return {
    key: key.digest('hex'),
    async draw({ title, kicker }) {
      const card = createElement(
        'div',
        {
          style: {
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding: 80,
            background: BACKGROUND,
            color: TEXT,
            fontFamily: 'Inter',
          },
        },
        createElement(
          'div',
          { style: { display: 'flex', alignItems: 'center', gap: 28 } },
          createElement('img', { src: logo, width: 80, height: 80 }),
          createElement('div', { style: { fontSize: 52, fontWeight: 700 } }, siteName),
        ),
        createElement(
          'div',
          { style: { display: 'flex', flexDirection: 'column', gap: 20, width: '100%' } },
          kicker ? createElement('div', { style: { fontSize: 40, color: ACCENT } }, kicker) : null,
          createElement(
            'div',
            {
              style: {
                display: 'block',
                fontSize: titleSize(title),
                fontWeight: 700,
                lineHeight: 1.15,
                lineClamp: 3,
                wordBreak: 'break-word',
              },
            },
            breakable(title),
          ),
        ),
      );
      const svg = await satori(card, {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts,
        // Called for the characters no font has: a card would silently show boxes or nothing.
        loadAdditionalAsset: async (_languageCode, segment) => {
          throw new Error(`the card's fonts (Inter, Latin) have no glyph for "${segment}"`);
        },
      });
      // On libuv's thread pool: pages' cards are drawn while the main thread lays out the next.
      const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
      return image.asPng();
    },
  };
}
