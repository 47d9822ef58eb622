import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BASIS, INDEX_BASIS, MEMBERS_BASIS } from '../../src/shared/basis.mjs';
import { SYMBOL_INDEX_FILE } from '../../src/shared/siteLayout.mjs';
import type { SymbolIndex } from '../../src/symbolIndex/format';
import { builtFile, sitemapPaths } from '../site-crawl';
import { builtOutput } from './built-output';

// Every channel tells the same facts: each symbol and member of the built reference pages, read as
// a reader's browser gets them (their HTML, parsed here on its own, not through the API model), and
// what the assistants' server's get_symbol answers for it agree on description, signature or type,
// and basis. The error classes' inherited members are among them.
const { buildDir } = builtOutput();
const index = JSON.parse(readFileSync(path.join(buildDir, SYMBOL_INDEX_FILE), 'utf8')) as SymbolIndex;
const server = path.resolve('mcp/dist/server.mjs');

/** The basis key of each name get_symbol gives. */
const GET_SYMBOL_BASES: Record<string, string> = Object.fromEntries(
  Object.entries(INDEX_BASIS).map(([key, name]) => [name, key]),
);
/** The basis key of the words the pages use (under a title, a heading, or in a note's list of members). */
const basisOfWords = (words: string) =>
  (Object.keys(BASIS) as (keyof typeof BASIS)[]).find(
    (key) => words.startsWith(BASIS[key]) || words.startsWith(MEMBERS_BASIS[key]),
  );

const isElement = (node: Nodes): node is Element => node.type === 'element';
const classes = (node: Element) => (node.properties.className as string[] | undefined) ?? [];
/** Text as read: without heading links, type popups and hidden parts. */
const textOf = (node: Nodes): string => {
  if (node.type === 'text') return node.value;
  if (!isElement(node) && node.type !== 'root') return '';
  if (isElement(node)) {
    if (['hash-link', 'type-popup', 'type-query'].some((name) => classes(node).includes(name))) return '';
    if (String(node.properties.ariaHidden) === 'true' || node.tagName === 'button') return '';
    if (node.tagName === 'br') return '\n';
  }
  return node.children.map(textOf).join('');
};
const collapse = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const noSpace = (text: string) => text.replace(/\s+/g, '');
function findAll(node: Nodes, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  if (isElement(node) && test(node)) found.push(node);
  if ('children' in node) for (const child of node.children) findAll(child, test, found);
  return found;
}

/** What a page says of one symbol or member. */
interface PageFacts {
  name: string;
  /** Whether it is a member of a class, interface or enumeration (not a symbol with a page). */
  member: boolean;
  /** Its page. */
  url: string;
  description: string;
  /** Its signatures' code, or its table's type or value. */
  signatures: string[];
  types: string[];
  inheritedFrom?: string;
  /** The basis, as a PROVENANCE.md key, and the note's words where the page gives them. */
  basis?: string;
  basisWording?: string;
}

/** The wording of a `Basis:` note, without what it says of other members and its link. */
const noteWording = (note: string) =>
  collapse(note)
    .replace(/^Basis: /, '')
    .replace(/ \(About the basis\)$/, '')
    .replace(/\. (?:Members on another basis|Methods and accessors on another basis).*$/, '')
    .replace(/\.$/, '');

/**
 * The facts of one part of a page: the blocks under a title or a member's heading, up to the next.
 * Its description is the paragraphs of its first signature (or, without one, its first paragraphs),
 * up to the next heading, code block or other block.
 */
function partFacts(blocks: Element[]) {
  const note = blocks.find((block) => block.tagName === 'p' && collapse(textOf(block)).startsWith('Basis: '));
  const signatures: string[] = [];
  const description: string[] = [];
  let heading = '';
  let done = false;
  let inheritedFrom: string | undefined;
  for (const block of blocks) {
    if (block === note) continue;
    if (/^h[2-6]$/.test(block.tagName)) {
      heading = collapse(textOf(block));
      done ||= description.length > 0;
      continue;
    }
    if (heading === 'Inherited from') inheritedFrom ??= collapse(textOf(block));
    const signatureBlock = heading === '' || heading.endsWith('Signature');
    if (classes(block).includes('theme-code-block') && signatureBlock) {
      const code = findAll(block, (element) => element.tagName === 'code')[0];
      signatures.push(textOf(code ?? block).replace(/\n$/, ''));
      done ||= description.length > 0;
    } else if (block.tagName === 'p' && signatureBlock && !done) {
      description.push(collapse(textOf(block)));
    } else {
      done ||= description.length > 0;
    }
  }
  return { note: note && collapse(textOf(note)), signatures, description: description.join(' '), inheritedFrom };
}

/** The symbol of a reference page and its members, as the page shows them. */
function pageFacts(html: string, url: string): PageFacts[] {
  const tree = fromHtml(html);
  const content = findAll(tree, (element) => classes(element).includes('theme-doc-markdown'))[0];
  const title = collapse(textOf(findAll(content, (element) => element.tagName === 'h1')[0]));
  const owner = title.replace(/^.*?: /, '').replace(/\(\)$/, '');
  const blocks = content.children.filter(isElement).filter((block) => block.tagName !== 'header');
  // A function's overloads are sections of its own ("Call Signature"); other sections hold members.
  const firstSection = blocks.findIndex(
    (block) => block.tagName === 'h2' && collapse(textOf(block)) !== 'Call Signature',
  );
  const own = partFacts(blocks.slice(0, firstSection < 0 ? undefined : firstSection));
  const symbolBasis = own.note ? basisOfWords(noteWording(own.note)) : undefined;
  // Members the page's note names on another basis: `modelled: a, b; seen in calling code: c`.
  const otherBases = new Map<string, string>();
  const others = own.note && /Members on another basis: (.*?)\. (?:Methods|\(About)/.exec(own.note)?.[1];
  for (const group of others?.split('; ') ?? []) {
    // The names follow the group's last colon (its words may hold one: `… (modelled: its value)`).
    const at = group.lastIndexOf(': ');
    for (const name of group.slice(at + 2).split(', ')) otherBases.set(name, basisOfWords(group.slice(0, at))!);
  }
  const facts: PageFacts[] = [
    {
      name: owner,
      member: false,
      url,
      description: own.description,
      signatures: own.signatures,
      types: [],
      basis: symbolBasis,
      basisWording: own.note && noteWording(own.note),
    },
  ];
  let section = '';
  blocks.forEach((block, at) => {
    if (block.tagName === 'h2') section = collapse(textOf(block));
    if (block.tagName !== 'h3' || !['Constructors', 'Properties', 'Accessors', 'Methods'].includes(section)) return;
    const end = blocks.findIndex((other, index) => index > at && /^h[23]$/.test(other.tagName));
    const part = partFacts(blocks.slice(at + 1, end < 0 ? undefined : end));
    const heading = collapse(textOf(block)).replace(/\(\)$/, '');
    // The note names a constructor as the declarations do.
    const noted = otherBases.get(heading === 'Constructor' ? 'constructor' : heading);
    facts.push({
      name: `${owner}.${heading}`,
      member: true,
      url,
      description: part.description,
      signatures: part.signatures,
      types: [],
      ...(part.inheritedFrom && { inheritedFrom: part.inheritedFrom }),
      basis: part.note ? basisOfWords(noteWording(part.note)) : (noted ?? symbolBasis),
      basisWording: part.note && noteWording(part.note),
    });
  });
  for (const table of findAll(content, (element) => element.tagName === 'table')) {
    const columns = findAll(table, (element) => element.tagName === 'th').map((cell) => collapse(textOf(cell)));
    for (const row of findAll(table, (element) => element.tagName === 'tr')) {
      const cells = row.children.filter(isElement).filter((cell) => cell.tagName === 'td');
      // A member's row: its anchor is `property-…` or `enumeration-member-…` (not a type parameter's).
      const anchor =
        cells[0] &&
        findAll(cells[0], (element) => /^(?:property|enumeration-member)-/.test(String(element.properties.id ?? '')));
      if (!anchor?.length) continue;
      const column = (name: string) =>
        columns.includes(name) ? collapse(textOf(cells[columns.indexOf(name)])) : undefined;
      const name = collapse(textOf(cells[0])).replace(/\?$/, '');
      const inherited = column('Inherited from');
      facts.push({
        name: `${owner}.${name}`,
        member: true,
        url,
        description: column('Description') ?? '',
        signatures: [],
        types: [column('Type') ?? column('Value') ?? ''],
        ...(inherited && inherited !== '-' && { inheritedFrom: inherited }),
        basis: otherBases.get(name) ?? symbolBasis,
      });
    }
  }
  return facts;
}

/** What get_symbol's answer says: its description, signatures, inherited-from and basis. */
function answerFacts(answer: string) {
  const section = (title: string) =>
    new RegExp(`\\n## ${title}\\n\\n([^]*?)(?=\\n## |$)`).exec(answer)?.[1].trim() ?? '';
  const markdownText = (markdown: string) =>
    collapse(
      markdown
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*]/g, '')
        .replace(/\\([|[\]])/g, '$1'),
    );
  const basis = /\*\*Basis:\*\* (.+?)\. The site says: (.*)\.\n/.exec(answer);
  return {
    description: markdownText(section('Description')),
    signatures: [...section('Signatures?').matchAll(/```ts\n([^]*?)\n```/g)].map(([, code]) => code),
    inheritedFrom: /\nInherited from `([^`]+)`\./.exec(answer)?.[1],
    basis: basis ? GET_SYMBOL_BASES[basis[1]] : undefined,
    basisWording: basis && markdownText(basis[2]),
  };
}

let client: Client;
beforeAll(async () => {
  execFileSync(process.execPath, ['mcp/build.mjs'], { stdio: 'inherit' });
  client = new Client({ name: 'api-agreement', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [server, '--site', buildDir], stderr: 'ignore' }),
  );
});
afterAll(() => client?.close());

it('every symbol and member of the reference pages: the page and get_symbol agree', async () => {
  const pages = sitemapPaths(buildDir).filter((page) => page.startsWith('/mutate/api/'));
  const facts = pages.flatMap((page) => {
    const html = readFileSync(builtFile(buildDir, page)!, 'utf8');
    const kind = /data-pagefind-meta=(?:"kind:([^"]+)"|kind:([^\s>]+))/.exec(html);
    const symbolKinds = ['Function', 'Class', 'Interface', 'Enumeration', 'Type alias', 'Variable', 'Namespace'];
    return kind && symbolKinds.includes(kind[1] ?? kind[2]) ? pageFacts(html, page) : [];
  });
  const differences: string[] = [];
  for (const fact of facts) {
    const result = (await client.callTool({ name: 'get_symbol', arguments: { name: fact.name } })) as {
      content: { text: string }[];
      isError?: boolean;
    };
    // A name two symbols share (the function `collect` and its namespace) gives both: the one on this page.
    const text = result.content
      .map(({ text: part }) => part)
      .join('\n')
      .split('\n\n---\n\n')
      .find((entry) => entry.includes(`Page: ${index.siteUrl}${fact.url.slice(index.root.length)}`));
    if (result.isError || !text?.startsWith(`# ${fact.name}\n`)) {
      differences.push(`${fact.name}: get_symbol does not answer it`);
      continue;
    }
    const answer = answerFacts(text);
    const differ = (what: string, page: unknown, ours: unknown) =>
      differences.push(`${fact.name}: ${what}: page ${JSON.stringify(page)}, get_symbol ${JSON.stringify(ours)}`);
    if (fact.description !== answer.description) differ('description', fact.description, answer.description);
    const ours = answer.signatures.map(noSpace);
    for (const signature of fact.signatures)
      if (!ours.includes(noSpace(signature))) differ('signature', signature, answer.signatures);
    for (const type of fact.types)
      if (!ours.some((code) => code.endsWith(`:${noSpace(type)};`) || code.endsWith(`=${noSpace(type)}`)))
        differ('type', type, answer.signatures);
    if (fact.inheritedFrom !== answer.inheritedFrom) differ('inherited from', fact.inheritedFrom, answer.inheritedFrom);
    if (fact.basis !== answer.basis) differ('basis', fact.basis, answer.basis);
    if (fact.basisWording !== undefined && fact.basisWording !== answer.basisWording)
      differ('basis wording', fact.basisWording, answer.basisWording);
  }
  const members = facts.filter(({ member }) => member).length;
  const inherited = facts.filter(({ inheritedFrom }) => inheritedFrom).length;
  console.log(
    `${facts.length - members} symbols and ${members} members checked (${inherited} inherited), ${differences.length} differences\n${differences.join('\n')}`,
  );
  expect(facts.length).toBeGreaterThan(400);
  // What is compared is there: descriptions, and a signature or type, for nearly all.
  expect(facts.filter(({ description }) => description).length).toBeGreaterThan(400);
  expect(facts.filter(({ signatures, types }) => signatures.length + types.length > 0).length).toBeGreaterThan(300);
  expect(inherited).toBeGreaterThan(15);
  expect(facts.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['CollectorNotFoundError.cause', 'CollectorNotFoundError.name', 'ChildTraversal.selector']),
  );
  expect(differences).toEqual([]);
});
