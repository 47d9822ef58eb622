// A remark plugin for the hand-written pages: a page that shows or names an API whose basis in
// library/PROVENANCE.md is "named by the specification" or "modelled" opens with a notice that
// names those APIs and links to what the bases mean, so that a reader who copies an example from
// the top knows nobody has checked it. Built from PROVENANCE.md and the page's own code blocks,
// inline code and reference links at every build, it cannot drift from either.
import type { Code, InlineCode, Link, PhrasingContent, Root, RootContent } from 'mdast';
import { basisClauses, labelsOn } from './basisWording';
import { createCodeApiFinder, declarationsDigest } from './codeApis';
import {
  aboutBasis,
  createProseResolver,
  provenanceFile,
  readProvenanceFile,
  type Provenance,
} from './provenanceIndex';

const COMPONENT = 'BasisNotice';
const TS_LANGS = new Set(['ts', 'typescript']);

/** The notice's words as Markdown-like text: inline code in backticks, the link left out. */
export function noticeText(keys: Iterable<string>, provenance: Provenance): string | undefined {
  const clauses = basisClauses(labelsOn(keys, provenance, 'spec'), labelsOn(keys, provenance, 'modelled'));
  return clauses.length
    ? `this page shows APIs not checked against the library: ${clauses.join(', and ')}.`
    : undefined;
}

type Node = Root | RootContent;

/** The PROVENANCE.md keys a page names: in its TypeScript blocks, its inline code and its links. */
function apisOf(
  tree: Root,
  page: string,
  provenance: Provenance,
  codeApis: ReturnType<typeof createCodeApiFinder>,
): Set<string> {
  const prose = createProseResolver(provenance);
  const blocks: string[] = [];
  const keys = new Set<string>();
  const visit = (node: Node): void => {
    if (node.type === 'code' && TS_LANGS.has((node as Code).lang ?? '')) blocks.push((node as Code).value);
    if (node.type === 'inlineCode') {
      const key = prose.ofInlineCode((node as InlineCode).value);
      if (key) keys.add(key);
    }
    if (node.type === 'link') {
      const link = node as Link;
      // `[\`paused\`](/api/Mutator/classes/Mutator#paused)`: the link says whose member it is.
      const key = prose.ofLink(link.url);
      if (key && link.children.some((child) => child.type === 'inlineCode')) keys.add(key);
      link.children.forEach(visit);
      return;
    }
    if ('children' in node) (node.children as RootContent[]).forEach(visit);
  };
  visit(tree);
  for (const key of codeApis(page, blocks)) keys.add(key);
  return keys;
}

/** Phrasing nodes of text with inline code in backticks. */
const phrasing = (text: string): PhrasingContent[] =>
  text
    .split('`')
    .flatMap((part, i): PhrasingContent[] =>
      !part ? [] : i % 2 ? [{ type: 'inlineCode', value: part }] : [{ type: 'text', value: part }],
    );

/** The `import BasisNotice from '@site/src/provenance/BasisNotice'` the notice needs, as MDX ESM. */
const importNode = {
  type: 'mdxjsEsm',
  value: '',
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
          source: { type: 'Literal', value: '@site/src/provenance/BasisNotice' },
        },
      ],
    },
  },
} as unknown as RootContent;

/** The notice as an MDX element: a bold label, the sentence and the link to the bases. */
function noticeNode(text: string): RootContent {
  const children: PhrasingContent[] = [
    { type: 'strong', children: [{ type: 'text', value: 'Basis:' }] },
    { type: 'text', value: ' ' },
    ...phrasing(text),
    { type: 'text', value: ' (' },
    { type: 'link', url: aboutBasis, children: [{ type: 'text', value: 'About the basis' }] },
    { type: 'text', value: ')' },
  ];
  return { type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children } as unknown as RootContent;
}

/** Where the notice goes: after the imports, an h1 and JSX that opens the page (the Introduction's tagline). */
function openingLength(tree: Root): number {
  const opening = tree.children.findIndex(
    (node) =>
      !['mdxjsEsm', 'mdxJsxFlowElement', 'yaml', 'toml'].includes(node.type) &&
      !(node.type === 'heading' && node.depth === 1),
  );
  return opening < 0 ? tree.children.length : opening;
}

/** Only the hand-written pages: the generated reference (docs/api/) states each page's basis itself. */
const isHandWritten = (page: string | undefined) =>
  !!page && /\.mdx$/.test(page) && !/[\\/]docs[\\/]api[\\/]/.test(page);

/**
 * The plugin with a digest of what the notices are built from, PROVENANCE.md and the declarations,
 * as its option. The docs plugin writes its options into the file every page's compiled MDX
 * depends on, so a change to either compiles the pages again instead of serving cached notices.
 */
export function basisNotice(): [typeof remarkBasisNotice, { inputs: string }] {
  return [remarkBasisNotice, { inputs: declarationsDigest(provenanceFile) }];
}

export default function remarkBasisNotice() {
  const provenance = readProvenanceFile();
  const codeApis = createCodeApiFinder();
  return (tree: Root, file: { path?: string }): void => {
    if (!isHandWritten(file.path)) return;
    const text = noticeText(apisOf(tree, file.path!, provenance, codeApis), provenance);
    if (!text) return;
    const at = openingLength(tree);
    tree.children.splice(at, 0, noticeNode(text));
    tree.children.unshift(importNode);
  };
}
