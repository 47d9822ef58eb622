// A TypeDoc plugin: every generated page opens with a whole first paragraph, which Docusaurus
// takes as the page's description (meta description, og:description, link previews).
// - Doc comments are wrapped at ~95 columns in the declarations, and Docusaurus's excerpt is the
//   first line of the first paragraph: 77 pages had descriptions cut mid-sentence ("…it is applied
//   to"). Soft line breaks inside paragraphs are joined; Markdown renders them as spaces anyway.
// - That paragraph, as plain text, is also given as the page's `description` front matter:
//   Docusaurus's own excerpt strips emphasis with a pattern that also takes the underscores of
//   names and link paths, so "[KEY\_SEPARATOR](…/KEY_SEPARATOR.md)" would become "KEY\SEPARATOR".
// - The modules page has no text of its own, so its description would be its "Modules" heading.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { withFrontMatter } from './front-matter.mjs';

/** A line that opens or closes a fenced code block. */
export const FENCE = /^\s*(```|~~~)/;
// Headings, table rows, HTML, fences, rules and setext underlines stand on their own line.
const STANDS_ALONE = /^\s*([#|<]|```|~~~|---|===|\*\*\*)/;
// A list item or a quote starts on its own line, but continues with lazy lines as a paragraph does.
const STARTS_ITEM = /^\s*([-*+]\s|\d+[.)]\s|>)/;
const HARD_BREAK = /( {2}|\\)$/;

/** Joins the soft-wrapped lines of each Markdown paragraph into one line; code, lists, tables and headings are kept. */
export function unwrapParagraphs(markdown) {
  const joined = [];
  let inFence = false;
  let previousJoinable = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const text = !inFence && line.trim() !== '' && !STANDS_ALONE.test(line);
    if (text && previousJoinable && !STARTS_ITEM.test(line)) {
      joined[joined.length - 1] += ` ${line.trimStart()}`;
    } else {
      joined.push(line);
    }
    previousJoinable = text && !HARD_BREAK.test(joined[joined.length - 1]);
  }
  return joined.join('\n');
}

/** One line of Markdown as the text it shows: links, code, emphasis, tags and escapes resolved. */
const plainText = (line) =>
  line
    .replace(/!?\[((?:\\.|[^\]])*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\*\*(.+?)\*\*|\*(.+?)\*/g, '$1$2')
    .replace(/(?<!\\)<[^>]*>/g, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();

/**
 * The page's first paragraph, the one Docusaurus takes as its description, as plain text; undefined
 * when the page opens with a list, a table or other Markdown that is not a paragraph.
 */
export function pageDescription(markdown) {
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    else if (!inFence && line.trim() !== '' && !/^\s*#/.test(line)) {
      return STANDS_ALONE.test(line) || STARTS_ITEM.test(line) ? undefined : plainText(line);
    }
  }
  return undefined;
}

const MODULES_SUMMARY =
  'Every area of the reference, in alphabetical order. Each links to the page that lists its classes, functions, types and constants.';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    page.contents = unwrapParagraphs(page.contents);
    if (page.url === 'modules.md') {
      page.contents = page.contents.replace(/^(# [^\n]+\n)/, `$1\n${MODULES_SUMMARY}\n`);
    }
    const description = pageDescription(page.contents);
    if (description) page.contents = withFrontMatter(page.contents, { description });
  });
}
