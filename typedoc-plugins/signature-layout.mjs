// A TypeDoc plugin: with `expandParameters`, typedoc-plugin-markdown puts each parameter of a long
// signature on its own line, indented by three spaces and followed by a space. Copied code should
// look as a formatter writes it: two spaces, nothing at the end of a line.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

const FENCE = /^\s*(```|~~~)/;

/** Re-indents the parameter lines of signatures in the page's code blocks. */
export function layOutSignatures(markdown) {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) inFence = !inFence;
      return inFence ? line.replace(/^ {3}(?=\S)/, '  ').replace(/,\s+$/, ',') : line;
    })
    .join('\n');
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = layOutSignatures(page.contents);
  });
}
