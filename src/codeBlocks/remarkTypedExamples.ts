// A remark plugin for every docs page, hand-written or generated: each TypeScript block is checked
// against the declarations (src/codeBlocks/exampleTypes.ts), and a block that does not compile
// fails the build. The types of a block's identifiers, which the code block renders as popups
// (src/codeBlocks/TypedContent.tsx), become part of the page's module: it imports them as JSON and
// registers them by the block's key (typesSource.ts). So they are built, cached and emitted with
// the page by the bundler (src/codeBlocks/plugin.ts), never written beside it: a build served from
// the bundler's cache has them too, and no block's types outlive the block.
import type { Program } from 'estree';
import type { Code, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { pageInputsDigest } from '../provenance/codeApis';
import { BLOCK_TYPES_MIME_TYPE, blockKey, blockLanguage, type BlockTypes } from './blockTypes';
import { EXAMPLE_HEADING, isCheckedExample } from './exampleFences';
import { createExampleChecker } from './exampleTypes';
import { createReferencePages } from '../provenance/referencePages';
import { isReferencePage, perVersion } from '../versioning/docsVersions';

type Options = { inputs: string };

/**
 * The module code that registers each block's types: one import a block, of its types as a data
 * URL, then `registerBlockTypes({ key: types, … })`.
 */
export function typesRegistration(blocks: [key: string, types: BlockTypes][]): MdxjsEsm {
  const local = (i: number) => ({ type: 'Identifier' as const, name: `__blockTypes${i}` });
  const register = { type: 'Identifier' as const, name: '__registerBlockTypes' };
  const dataUrl = (types: BlockTypes) =>
    `data:${BLOCK_TYPES_MIME_TYPE};base64,${Buffer.from(JSON.stringify(types)).toString('base64')}`;
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      ...blocks.map(([, types], i) => ({
        type: 'ImportDeclaration' as const,
        specifiers: [{ type: 'ImportDefaultSpecifier' as const, local: local(i) }],
        source: { type: 'Literal' as const, value: dataUrl(types) },
        attributes: [],
      })),
      {
        type: 'ImportDeclaration',
        specifiers: [
          { type: 'ImportSpecifier', imported: { type: 'Identifier', name: 'registerBlockTypes' }, local: register },
        ],
        source: { type: 'Literal', value: '@site/src/codeBlocks/typesSource' },
        attributes: [],
      },
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'CallExpression',
          optional: false,
          callee: register,
          arguments: [
            {
              type: 'ObjectExpression',
              properties: blocks.map(([key], i) => ({
                type: 'Property' as const,
                key: { type: 'Literal' as const, value: key },
                value: local(i),
                kind: 'init' as const,
                computed: false,
                method: false,
                shorthand: false,
              })),
            },
          ],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree } };
}

function remarkTypedExamples() {
  // One checker a docs version, each against its own declarations and linking to its own reference
  // (generated before any page is compiled).
  const checkerOf = perVersion((version) => ({
    check: createExampleChecker(createReferencePages(version.referenceDir, version.routePrefix), version),
    // An older version's blocks have type files of their own (blockKey).
    olderVersion: version.routePrefix ? version.name : undefined,
  }));
  return (tree: Root, file: { path?: string }): void => {
    const blocks: Code[] = [];
    // A generated reference page shows its declarations' signatures as TypeScript blocks too: of
    // its blocks, only the examples (under an "Example" heading) are code to check.
    const generated = isReferencePage(file.path);
    let heading = '';
    visit(tree, (node) => {
      if (node.type === 'heading') heading = toString(node);
      if (
        node.type === 'code' &&
        isCheckedExample(node.lang, node.meta) &&
        (!generated || EXAMPLE_HEADING.test(heading))
      )
        blocks.push(node);
    });
    if (!blocks.length || !file.path) return;
    const { check, olderVersion } = checkerOf(file.path);
    const checked = check(
      file.path,
      blocks.map((node) => ({
        code: node.value,
        lang: blockLanguage(node.lang),
        meta: node.meta ?? '',
        firstLine: (node.position?.start.line ?? 0) + 1,
      })),
    );
    const types = new Map<string, BlockTypes>();
    blocks.forEach((node, i) => {
      node.value = checked[i].code;
      types.set(blockKey(blockLanguage(node.lang), node.value, olderVersion), checked[i].types);
    });
    tree.children.push(typesRegistration([...types]));
  };
}

/** The plugin with the digest of what the pages are checked against as an option (pageInputsDigest). */
export function typedExamples(): [typeof remarkTypedExamples, Options] {
  return [remarkTypedExamples, { inputs: pageInputsDigest() }];
}
