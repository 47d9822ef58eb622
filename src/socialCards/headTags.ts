// The link-preview tags of a built page: its title read from the head, and the image tags that
// Docusaurus writes for the site's image (themeConfig.image) replaced by the page's card's.
import { fromHtml } from 'hast-util-from-html';
import type { Element, Text } from 'hast';
import { CARD_HEIGHT, CARD_WIDTH } from './card';

/** The page's <title>, decoded, without the site's name after it ("Class: Mutator | Mutate"). */
export function pageTitle(html: string, titleSuffix: string): string {
  const tag = /<title[^>]*>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  const [title] = fromHtml(tag, { fragment: true }).children as Element[];
  const text = (title?.children as Text[] | undefined)?.map((child) => child.value).join('') ?? '';
  return text.endsWith(titleSuffix) ? text.slice(0, -titleSuffix.length) : text;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const imageTag = (property: 'og:image' | 'twitter:image') =>
  new RegExp(`<meta[^>]*\\s(?:property|name)="?${property}"?[\\s/>][^>]*>`, 'g');

/**
 * `html` with its og:image and twitter:image tags (one each) pointing at the card at `url`, with
 * its size and text alternative beside them. Throws if the page has not exactly one of each.
 */
export function withCardTags(html: string, { url, alt }: { url: string; alt: string }): string {
  const [content, altText] = [escapeAttribute(url), escapeAttribute(alt)];
  const replacements = {
    'og:image': [
      `<meta property="og:image" content="${content}">`,
      '<meta property="og:image:type" content="image/png">',
      `<meta property="og:image:width" content="${CARD_WIDTH}">`,
      `<meta property="og:image:height" content="${CARD_HEIGHT}">`,
      `<meta property="og:image:alt" content="${altText}">`,
    ],
    'twitter:image': [
      `<meta name="twitter:image" content="${content}">`,
      `<meta name="twitter:image:alt" content="${altText}">`,
    ],
  };
  let result = html;
  for (const [property, tags] of Object.entries(replacements)) {
    const pattern = imageTag(property as keyof typeof replacements);
    const found = result.match(pattern)?.length ?? 0;
    if (found !== 1) throw new Error(`expected one <meta> ${property} in the page's head, found ${found}`);
    result = result.replace(pattern, tags.join(''));
  }
  return result;
}
