// The link-preview tags of a built page: its title read from the head, and the tags of its card
// put in. The theme writes no image tags (themeConfig.image is unset): react-helmet manages those,
// and on hydration would add its own beside the card's.
import { fromHtml } from 'hast-util-from-html';
import type { Element, Text } from 'hast';
import { CARD_HEIGHT, CARD_WIDTH } from './cardSize';

/** The page's <title>, decoded, without the site's name after it ("Class: Mutator | Mutate"). */
export function pageTitle(html: string, titleSuffix: string): string {
  const tag = /<title[^>]*>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  const [title] = fromHtml(tag, { fragment: true }).children as Element[];
  const text = (title?.children as Text[] | undefined)?.map((child) => child.value).join('') ?? '';
  return text.endsWith(titleSuffix) ? text.slice(0, -titleSuffix.length) : text;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The image tags of link previews (og:image, og:image:alt, twitter:image…). */
const IMAGE_TAGS = /<meta[^>]*\s(?:property|name)="?(?:og|twitter):image[\s"/>:][^>]*>/g;

/**
 * `html` with the tags of the card at `url` (og:image, its type, size and text alternative,
 * twitter:image) at the end of its head. Throws if the page has image tags of its own.
 */
export function withCardTags(html: string, { url, alt }: { url: string; alt: string }): string {
  const own = html.match(IMAGE_TAGS);
  if (own) throw new Error(`the page has image tags of its own (${own.join('')}): a card replaces them`);
  const [content, altText] = [escapeAttribute(url), escapeAttribute(alt)];
  const tags = [
    `<meta property="og:image" content="${content}">`,
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${CARD_WIDTH}">`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}">`,
    `<meta property="og:image:alt" content="${altText}">`,
    `<meta name="twitter:image" content="${content}">`,
    `<meta name="twitter:image:alt" content="${altText}">`,
  ].join('');
  if (!html.includes('</head>')) throw new Error('the page has no </head>');
  return html.replace('</head>', `${tags}</head>`);
}
