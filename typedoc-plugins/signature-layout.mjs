// A TypeDoc plugin: copied code should look as a formatter writes it. With `expandParameters`,
// typedoc-plugin-markdown puts each parameter of a long signature on its own line, indented by
// three spaces and followed by a space: here two spaces, nothing at the end of a line. And it puts
// each type of a union on its own line once the union's Markdown is over 70 characters, which a
// link to a built-in type's documentation (`externalSymbolLinkMappings`) makes it, though the code
// block shows no link: such a union is joined again when its text is 70 characters or fewer.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

const FENCE = /^\s*(```|~~~)/;
const UNION_MEMBER = /^ {2}\| /;
const MAX_UNION = 70;

/** Lays out the signatures in the page's code blocks. */
export function layOutSignatures(markdown) {
  const lines = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence) {
      lines.push(line);
      continue;
    }
    lines.push(line.replace(/^ {3}(?=\S)/, '  ').trimEnd());
  }
  // Short unions back on one line with what comes before them.
  for (let start = 0; start < lines.length; start += 1) {
    let end = start + 1;
    while (end < lines.length && UNION_MEMBER.test(lines[end])) end += 1;
    const members = lines.slice(start + 1, end).map((member) => member.replace(UNION_MEMBER, ''));
    if (members.length > 1 && members.join('').replace(/[;)[\]]+$/, '').length <= MAX_UNION) {
      lines.splice(start, end - start, `${lines[start]} ${members.join(' | ')}`);
    }
  }
  return lines.join('\n');
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = layOutSignatures(page.contents);
  });
}
