// hast-util-to-mdast handlers for the theme's rendered blocks: code blocks (live ones render as
// code blocks in the built HTML too), admonitions and the cards of a generated index page, and for
// anchors that are no links. Each becomes what its Markdown source would have been, less the MDX.
import type { Element } from 'hast';
import type { BlockContent, Blockquote, Code, List, ListItem, Paragraph, PhrasingContent } from 'mdast';
import { defaultHandlers, type Handle, type State } from 'hast-util-to-mdast';
import { select, selectAll } from 'hast-util-select';
import { classPrefixed, classesOf, hasClass, isElement, textOf } from '../shared/hast';

/** A code block: its language, its title and highlighted lines as the fence's meta, its text. */
function codeBlock(node: Element): Code {
  const language = classesOf(node)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = select(classPrefixed('codeBlockTitle'), node);
  const code = select('code', node);
  const lines = code ? selectAll('.token-line', code) : [];
  const highlighted = lines.flatMap((line, index) =>
    hasClass(line, 'theme-code-block-highlighted-line') ? [index + 1] : [],
  );
  const value =
    lines.length > 0 ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n') : textOf(code ?? node);
  const meta = [
    title && `title=${JSON.stringify(textOf(title).trim())}`,
    highlighted.length > 0 && `{${highlighted.join(',')}}`,
  ]
    .filter(Boolean)
    .join(' ');
  return { type: 'code', lang: language ?? null, meta: meta || null, value: value.replace(/\n+$/, '') };
}

/** An admonition: a blockquote opened by its bold label (its kind, and its own title if it has one). */
function admonition(state: State, node: Element): Blockquote {
  const kindClass = classesOf(node).find((name) => name.startsWith('theme-admonition-'));
  const kind = kindClass ? kindClass.slice('theme-admonition-'.length) : 'note';
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  const heading = select(classPrefixed('admonitionHeading'), node);
  const title = heading ? textOf(heading).trim() : '';
  const label = title && title.toLowerCase() !== kind ? `${Kind}: ${title}` : Kind;
  const content = select(classPrefixed('admonitionContent'), node);
  const body = content ? (state.toFlow(state.all(content)) as BlockContent[]) : [];
  const labelParagraph: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
  };
  return { type: 'blockquote', children: [labelParagraph, ...body] };
}

/** The cards of a generated index page: a list of links, each with the card's description. */
function cardList(state: State, cards: Element[]): List {
  const items = cards.map((card): ListItem => {
    const link = select('a', card);
    const title = select('h1, h2, h3, h4, h5, h6', card);
    const description = select('p', card);
    const href = String(link?.properties.href ?? '');
    const children: PhrasingContent[] = [
      { type: 'link', url: state.resolve(href), children: [{ type: 'text', value: textOf(title ?? card).trim() }] },
    ];
    if (description) children.push({ type: 'text', value: `: ${textOf(description).trim()}` });
    return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
  });
  return { type: 'list', ordered: false, spread: false, children: items };
}

const isCard = (node: Element): boolean => hasClass(node, 'docCardListItem', true);

export const blockHandlers: Record<string, Handle> = {
  // An anchor without href (a table row's `<a id>`, a member's) is a place to link to, not a link:
  // its text stays, the anchor goes, where the default made an empty link `[]()`.
  a(state, node) {
    if (node.properties.href === undefined) return state.all(node);
    return defaultHandlers.a(state, node);
  },
  div(state, node) {
    if (hasClass(node, 'theme-code-block')) return codeBlock(node);
    if (hasClass(node, 'theme-admonition')) return admonition(state, node);
    return defaultHandlers.div(state, node);
  },
  section(state, node) {
    const cards = node.children.filter((child): child is Element => isElement(child) && isCard(child));
    if (cards.length > 0) return cardList(state, cards);
    return defaultHandlers.section(state, node);
  },
};
