// A remark plugin for the hand-written pages: a page that shows or names an API whose basis in
// library/PROVENANCE.md is "named by the specification" or "modelled" opens with a one-sentence
// notice that says how many such APIs it shows, that each is marked where it appears
// (remarkApiLinks.ts, the examples' popups) and that the page ends with their list, so that a
// reader who copies an example from the top knows nobody has checked it. Every page ends with that
// list: the basis of each API it names or calls. Built from PROVENANCE.md and the page's own code
// blocks, inline code and reference links at every build, neither can drift from either.
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { BASIS_LIST_ID, basisListText, noticeText } from './basisWording';
import { createCodeApiFinder, pageInputsDigest } from './codeApis';
import { perVersion } from '../versioning/docsVersions';
import {
  aboutBasis,
  proseResolverOf,
  isHandWritten,
  provenanceFileOf,
  readProvenanceFile,
  type Provenance,
} from './provenanceIndex';

const NOTICE = 'BasisNotice';
const LIST = 'BasisList';
const TS_LANGS = new Set(['ts', 'typescript']);

/** The PROVENANCE.md keys a page names: in its TypeScript blocks, its inline code and its links. */
function apisOf(
  tree: Root,
  page: string,
  provenance: Provenance,
  codeApis: ReturnType<typeof createCodeApiFinder>,
): Set<string> {
  const prose = proseResolverOf(provenance);
  const blocks: string[] = [];
  const keys = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'code' && TS_LANGS.has(node.lang ?? '')) blocks.push(node.value);
    if (node.type === 'inlineCode') {
      const key = prose.ofInlineCode(node.value);
      if (key) keys.add(key);
    }
    if (node.type === 'link') {
      // `[\`paused\`](/api/Mutator/classes/Mutator#paused)`: the link says whose member it is.
      const key = prose.ofLink(node.url);
      if (key && node.children.some((child) => child.type === 'inlineCode')) keys.add(key);
    }
  });
  for (const key of codeApis(page, blocks)) keys.add(key);
  return keys;
}

/** Phrasing nodes of text with inline code in backticks and links written `[text](url)`. */
const phrasing = (text: string): PhrasingContent[] =>
  text.split(/(`[^`]+`|\[[^\]]+\]\([^)]+\))/).flatMap((part): PhrasingContent[] => {
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link) return [{ type: 'link', url: link[2], children: [{ type: 'text', value: link[1] }] }];
    if (part.startsWith('`')) return [{ type: 'inlineCode', value: part.slice(1, -1) }];
    return part ? [{ type: 'text', value: part }] : [];
  });

/** `Basis:`, the text and the link to what the bases mean. */
const basisPhrasing = (text: string): PhrasingContent[] => [
  { type: 'strong', children: [{ type: 'text', value: 'Basis:' }] },
  { type: 'text', value: ' ' },
  ...phrasing(text),
  { type: 'text', value: ' (' },
  { type: 'link', url: aboutBasis, children: [{ type: 'text', value: 'About the basis' }] },
  { type: 'text', value: ')' },
];

/** `import <name> from '@site/src/provenance/<name>'`, as MDX ESM. */
const importNode = (name: string) =>
  ({
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: `@site/src/provenance/${name}` },
          },
        ],
      },
    },
  }) as unknown as RootContent;

/** An MDX element of `name` holding `Basis:`, the text and the link to what the bases mean. */
const basisElement = (name: string, text: string, attributes: Record<string, string> = {}): RootContent =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children: basisPhrasing(text),
  }) as unknown as RootContent;

/** Where the notice goes: after the imports, an h1 and JSX that opens the page (the Introduction's tagline). */
function openingLength(tree: Root): number {
  const opening = tree.children.findIndex(
    (node) =>
      !['mdxjsEsm', 'mdxJsxFlowElement', 'yaml', 'toml'].includes(node.type) &&
      !(node.type === 'heading' && node.depth === 1),
  );
  return opening < 0 ? tree.children.length : opening;
}

/** The plugin with the digest of what the notices are built from as an option (pageInputsDigest). */
export function basisNotice(): [typeof remarkBasisNotice, { inputs: string }] {
  return [remarkBasisNotice, { inputs: pageInputsDigest() }];
}

export default function remarkBasisNotice() {
  // Each docs version's notices from its own PROVENANCE.md and declarations.
  const sourcesOf = perVersion((version) => ({
    provenance: readProvenanceFile(provenanceFileOf(version.libraryRoot)),
    codeApis: createCodeApiFinder(version),
  }));
  return (tree: Root, file: { path?: string }): void => {
    if (!isHandWritten(file.path)) return;
    const { provenance, codeApis } = sourcesOf(file.path);
    const keys = apisOf(tree, file.path!, provenance, codeApis);
    // The list ends the page, after a rule.
    tree.children.push(
      { type: 'thematicBreak' },
      basisElement(LIST, basisListText(keys, provenance), { id: BASIS_LIST_ID }),
    );
    tree.children.unshift(importNode(LIST));
    const text = noticeText(keys, provenance);
    if (!text) return;
    tree.children.splice(openingLength(tree), 0, basisElement(NOTICE, text));
    tree.children.unshift(importNode(NOTICE));
  };
}
