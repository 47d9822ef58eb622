// One built docs page as Markdown: the page's title, its description and the Markdown of its
// content, converted from the rendered HTML (so MDX components, admonitions and generated pages
// come out as a reader sees them), without the chrome around the content.
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as MarkdownOptions } from 'mdast-util-to-markdown';
import { blockHandlers } from './blocks';
import { select, selectAll } from 'hast-util-select';
import { classPrefixed, classesOf, isElement, removeNodes, textOf } from '../shared/hast';
import { BASIS_MARK_CLASS } from '../provenance/remarkApiLinks';
import { oneLine } from '../shared/text.mjs';

export type PageMarkdown = {
  title: string;
  description: string;
  body: string;
  /** Whether the content's opening says the description (a reference page's first paragraph is its description). */
  opensWithDescription: boolean;
};

/** Maps an href of the page (as written in its HTML) to the one its twin links to. */
export type LinkRewriter = (href: string) => string;

// Chrome and decoration inside the content: heading anchors, copy buttons, icons, the emoji of cards,
// the types of a code block's identifiers (its popups and `^?` answers): the code stays plain; and
// what a page says for its HTML reader alone, marked `<span data-html-only>` in MDX, such as how to
// show an example's types with the mouse or the Tab key.
const isDecoration = (node: Nodes): boolean =>
  // HTML comments, such as the `<!-- -->` React writes between adjacent texts, say nothing.
  node.type === 'comment' ||
  (isElement(node) &&
    (node.tagName === 'button' ||
      node.properties.dataHtmlOnly !== undefined ||
      node.tagName === 'svg' ||
      ['hash-link', 'type-popup', 'type-query'].some((name) => classesOf(node).includes(name)) ||
      String(node.properties.ariaHidden) === 'true'));

/** The `content` of the head's `<meta name=…>` (its HTML-decoded value). */
function metaContent(html: string, name: string): string {
  const tag = html.match(new RegExp(`<meta[^>]*\\sname="?${name}"?[\\s/>][^>]*>`))?.[0];
  const meta = tag ? select('meta', fromHtml(tag, { fragment: true })) : undefined;
  return String(meta?.properties.content ?? '');
}

/** The page's content: a doc's Markdown, or a generated index page's list of cards. */
function contentOf(main: Root): { title: string; content: Element | undefined } {
  const markdown = select('.theme-doc-markdown', main);
  const generatedIndex = select(classPrefixed('generatedIndexPage'), main);
  const heading = select('h1', markdown ?? generatedIndex ?? main);
  const title = heading ? textOf(heading).trim() : '';
  if (markdown) {
    // The title is the twin's own first line.
    markdown.children = markdown.children.filter((child) => !isElement(child, 'header'));
    return { title, content: markdown };
  }
  return { title, content: generatedIndex && select('article', generatedIndex) };
}

/** A name's basis mark (`<sup class="basis-mark">modelled</sup>`) as words after its link: ` (modelled)`. */
function markBasesInWords(tree: Element): void {
  for (const mark of selectAll(`.${BASIS_MARK_CLASS}`, tree)) {
    mark.tagName = 'span';
    mark.children = [{ type: 'text', value: ` (${textOf(mark)})` }];
  }
}

function rewriteLinks(tree: Element, rewrite: LinkRewriter): void {
  for (const link of selectAll('a[href]', tree)) {
    link.properties.href = rewrite(String(link.properties.href));
  }
  for (const image of selectAll('img[src]', tree)) {
    image.properties.src = rewrite(String(image.properties.src));
  }
}

const markdownOptions: MarkdownOptions = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
};

/** Converts one built page (its whole HTML). */
export function pageToMarkdown(html: string, rewrite: LinkRewriter): PageMarkdown {
  // Only the main element is parsed: the rest is head and chrome, and parsing it would take longer.
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = fromHtml(start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : '', { fragment: true });
  const { title, content } = contentOf(main);
  const description = metaContent(html, 'description');
  if (!content) return { title, description, body: '', opensWithDescription: false };
  removeNodes(content, isDecoration);
  markBasesInWords(content);
  rewriteLinks(content, rewrite);
  const mdast = toMdast(content, { handlers: blockHandlers });
  const body = toMarkdown(mdast, markdownOptions).trim();
  return { title, description, body, opensWithDescription: saysDescription(content, description) };
}

/** Whether a paragraph before the first section heading says the description (as a reference page's first one does). */
function saysDescription(content: Element, description: string): boolean {
  const firstHeading = content.children.findIndex((child) => isElement(child, 'h2'));
  const opening = firstHeading === -1 ? content.children : content.children.slice(0, firstHeading);
  return (
    description !== '' &&
    opening.some((child) => isElement(child, 'p') && oneLine(textOf(child)) === oneLine(description))
  );
}

/** The twin: `# Title`, the description (unless the content's opening says it), then the content. */
export function twinText({ title, description, body, opensWithDescription }: PageMarkdown): string {
  return [`# ${title}`, !opensWithDescription && description, body].filter(Boolean).join('\n\n') + '\n';
}
