// The example a hand-written page shows first, read from its MDX source with the mdast parser (as
// MDX parses it; nothing is read back from the built page): its first TypeScript block under an
// "Example" or "Examples" heading or a heading below one, which the build compiled against the
// declarations (remarkTypedExamples.ts fails the build on any that does not compile). Its code is
// the page's: without the query lines (`// ^?`) and the theme's magic comments (`// highlight-…`),
// which the page does not show. The symbol index (src/symbolIndex/) gives it to the APIs whose
// `@see` names the page.
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { mdxjs } from 'micromark-extension-mdxjs';
import { EXAMPLE_HEADING, codeWithoutQueries, isCheckedExample } from './exampleFences';

/** The magic comments of the theme's configuration (`themeConfig.prism.magicComments`). */
export interface MagicComment {
  line?: string;
  block?: { start: string; end: string };
}

/** The tree of an MDX source (front matter left out), as MDX parses it. */
export const mdxTree = (mdx: string): Root =>
  fromMarkdown(mdx, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });

/** The first compiled example of the page whose MDX tree is `tree`, if it has one. */
export function firstPageExample(tree: Root, magicComments: MagicComment[]): string | undefined {
  // The levels of the headings the current block is under, each with whether it opens examples.
  const sections: { depth: number; examples: boolean }[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      while (sections.length && sections[sections.length - 1].depth >= node.depth) sections.pop();
      sections.push({ depth: node.depth, examples: EXAMPLE_HEADING.test(toString(node)) });
    } else if (node.type === 'code' && isCheckedExample(node.lang, node.meta) && sections.some((s) => s.examples)) {
      const comments = new Set(
        magicComments.flatMap(({ line, block }) => [line, block?.start, block?.end]).filter(Boolean),
      );
      return codeWithoutQueries(node.value)
        .split('\n')
        .filter((text) => !comments.has(/^\s*\/\/\s*(.*?)\s*$/.exec(text)?.[1]))
        .join('\n');
    }
  }
  return undefined;
}
