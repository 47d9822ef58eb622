// A remark plugin for every docs page, hand-written or generated: each TypeScript block is checked
// against the declarations (src/codeBlocks/exampleTypes.ts), and a block that does not compile
// fails the build. The types of a block's identifiers are written to a JSON file named by the
// block's key, which the code block renders as popups (src/codeBlocks/TypedContent.tsx).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { declarationsDigest } from '../provenance/codeApis';
import { repositoryRoot } from '../shared/repositoryRoot';
import { BLOCK_TYPES_FOLDER, BLOCK_TYPES_INDEX, blockKey, blockLanguage } from './blockTypes';
import { createExampleChecker, isCheckedExample } from './exampleTypes';
import { createReferencePages } from '../provenance/referencePages';
import { isReferencePage, perVersion } from '../versioning/docsVersions';

const writeIfChanged = (file: string, text: string) => {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
};

type Options = { inputs: string };

function remarkTypedExamples() {
  const siteDir = repositoryRoot;
  const outDir = path.join(siteDir, '.docusaurus', BLOCK_TYPES_FOLDER);
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
    const visit = (node: Root | RootContent): void => {
      if (node.type === 'heading') heading = toString(node);
      if (node.type === 'code' && isCheckedExample(node.lang, node.meta) && (!generated || /^Examples?$/.test(heading)))
        blocks.push(node);
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
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
    mkdirSync(outDir, { recursive: true });
    blocks.forEach((node, i) => {
      node.value = checked[i].code;
      const key = blockKey(blockLanguage(node.lang), node.value, olderVersion);
      writeIfChanged(path.join(outDir, `${key}.json`), JSON.stringify(checked[i].types));
    });
    // The list of the blocks that have a file (src/codeBlocks/typesSource.ts).
    const keys = readdirSync(outDir).flatMap((name) =>
      name.endsWith('.json') && name !== BLOCK_TYPES_INDEX ? [name.slice(0, -'.json'.length)] : [],
    );
    writeIfChanged(path.join(outDir, BLOCK_TYPES_INDEX), JSON.stringify(keys));
  };
}

/**
 * The plugin with a digest of the declarations as an option: the docs plugin writes its options
 * into a file that every compiled page depends on, so changed declarations check the pages again.
 */
export function typedExamples(): [typeof remarkTypedExamples, Options] {
  return [remarkTypedExamples, { inputs: declarationsDigest() }];
}
