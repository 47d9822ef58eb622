// A TypeDoc plugin: copied code should look as a formatter writes it. With `expandParameters`,
// typedoc-plugin-markdown puts each parameter of a long signature on its own line, indented by
// three spaces and followed by a space: here two spaces, nothing at the end of a line. And it puts
// each type of a union on its own line once the union's Markdown is over 70 characters, which a
// link to a built-in type's documentation (`externalSymbolLinkMappings`) makes it, though the code
// block shows no link: such a union is joined again when its text is 70 characters or fewer.
// Outside code, such a union started with a stray `|` (in a table cell, or a line of its own under
// "Returns"), which is dropped.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { FENCE } from './page-summaries.mjs';

// Code is set to fit 80 columns (the code blocks' width on a desktop screen).
const MAX_LINE = 80;
const UNION_MEMBER = /^ {2}\| /;
const MAX_UNION = 70;

/**
 * `signature` with its parameters one to a line, or as it is if it has none: the list is the first
 * bracket pair at the top level of its type parameters (`<…>`), and parameters are split at commas
 * outside brackets. (`=>` is an arrow, not a closing bracket.)
 */
export function breakParameters(signature) {
  const opens = '(<[{';
  const closes = ')>]}';
  let depth = 0;
  let start = -1;
  const commas = [];
  for (let index = 0; index < signature.length; index += 1) {
    const character = signature[index];
    if (character === '>' && signature[index - 1] === '=') continue;
    if (opens.includes(character)) {
      if (depth === 0 && character === '(' && start === -1) start = index;
      depth += 1;
    } else if (closes.includes(character)) {
      depth -= 1;
      if (depth === 0 && start !== -1) {
        const cuts = [start, ...commas, index];
        const parameters = cuts.slice(1).map((end, i) => signature.slice(cuts[i] + 1, end).trim());
        if (parameters.join('') === '') return signature;
        return `${signature.slice(0, start + 1)}\n${parameters.map((parameter) => `  ${parameter}`).join(',\n')}\n${signature.slice(index)}`;
      }
    } else if (character === ',' && depth === 1 && start !== -1) {
      commas.push(index);
    }
  }
  return signature;
}

/** Lays out the signatures in the page's code blocks. */
export function layOutSignatures(markdown) {
  const lines = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence) {
      lines.push(line.replace(/^ {2}\\\| /, '').replace(/(^|[^\\])\| \\\| /g, '$1| '));
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
  // A signature alone in its block, too long for a line, gets a line per parameter, as the
  // longer ones have (typedoc-plugin-markdown breaks only those of three parameters or more).
  for (let index = 1; index < lines.length - 1; index += 1) {
    const alone = FENCE.test(lines[index - 1]) && FENCE.test(lines[index + 1]) && lines[index - 1].trim() !== '```';
    if (alone && lines[index].length > MAX_LINE) lines[index] = breakParameters(lines[index]);
  }
  return lines.join('\n');
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = layOutSignatures(page.contents);
  });
}
