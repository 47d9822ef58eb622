// A remark plugin for the hand-written pages: inline code that names a library declaration
// (`Mutator`, `Mutator.remove`, `collect.get(name)`, `.revert()`) links to its reference page and
// heading at its first mention in each section, so a reader never has to search for a name the
// prose uses. Names are resolved as the basis notice resolves them (provenanceIndex.ts), and a
// name not checked against the library is marked after its first link in each section (the page's
// own or one made here) with its basis (`modelled`, `spec`), as the notice at the page's top says.
// Not linked: code in headings or already in a link, the page's own subject, and a name whose
// reference page does not exist.
import path from 'node:path';
import type { InlineCode, Link, PhrasingContent, Root, RootContent } from 'mdast';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import { isUnchecked } from './basisWording';
import { BASIS_WORDS } from '../shared/basis.mjs';
import { pageInputsDigest } from './codeApis';
import { repositoryRoot } from '../shared/repositoryRoot';
import {
  proseResolverOf,
  isHandWritten,
  provenanceFileOf,
  readProvenanceFile,
  type Provenance,
} from './provenanceIndex';
import { createReferencePages } from './referencePages';
import { perVersion } from '../versioning/docsVersions';

/** The class of a name's basis mark: the twins write it as words (src/markdownTwins/pageToMarkdown.ts). */
export const BASIS_MARK_CLASS = 'basis-mark';

/** The mark after a linked name that the notice counts as not checked: `<sup class="basis-mark">modelled</sup>`. */
function markNode(basis: 'spec' | 'modelled'): PhrasingContent {
  return {
    type: 'emphasis',
    data: {
      hName: 'sup',
      hProperties: { className: [BASIS_MARK_CLASS], dataBasis: basis },
    },
    children: [{ type: 'text', value: BASIS_WORDS[basis].mark! }],
  };
}

/** The page's names of APIs, each linked where the rules above say: what the transform did, for tests. */
export type LinkedNames = { linked: string[]; unlinked: { code: string; reason: string }[] };

/**
 * Links the names in `tree`. Throws, naming the page and the code, when inline code names more
 * than one declaration (`revert()`, which collectors and mutators both have): the prose must say
 * whose (`Mutator.revert()`).
 */
export function linkApiNames(
  tree: Root,
  page: string,
  subjectTitle: string | undefined,
  provenance: Provenance,
  referencePage: (key: string) => string | undefined,
): LinkedNames {
  const prose = proseResolverOf(provenance);
  const subject = subjectTitle ? prose.ofInlineCode(subjectTitle) : undefined;
  const report: LinkedNames = { linked: [], unlinked: [] };
  let mentioned = new Set<string>();

  const resolve = (code: InlineCode): string | undefined => {
    const keys = prose.candidatesOfInlineCode(code.value);
    if (keys.length > 1) {
      const where = path.relative(repositoryRoot, page);
      const line = code.position ? `:${code.position.start.line}` : '';
      throw new Error(
        `${where}${line}: \`${code.value}\` names ${keys.length} APIs (${keys.join(', ')}); write whose it is, such as \`${keys[0].split(' | ')[1]}\``,
      );
    }
    return keys[0];
  };

  visit(tree, (node, index, parent) => {
    if (node.type === 'heading') {
      // A new section: each name is linked again at its first mention. Headings keep plain code.
      if (node.depth > 1) mentioned = new Set();
      return SKIP;
    }
    if (node.type === 'link') {
      // A link the page writes itself, to the reference or to a guide: the name's first mention
      // if it is the section's first, and marked as a link made here would be.
      const [only] = node.children;
      const key =
        prose.ofLink(node.url) ??
        (node.children.length === 1 && only.type === 'inlineCode' ? prose.ofInlineCode(only.value) : undefined);
      if (!key || mentioned.has(key)) return SKIP;
      mentioned.add(key);
      const basis = provenance.get(key)?.basis;
      if (!isUnchecked(basis) || !parent || index === undefined) return SKIP;
      parent.children.splice(index + 1, 0, markNode(basis) as RootContent);
      return [SKIP, index + 2];
    }
    if (node.type !== 'inlineCode' || !parent || index === undefined) return CONTINUE;
    const key = resolve(node);
    if (!key) return CONTINUE;
    const reason =
      key === subject ? 'the page’s subject' : mentioned.has(key) ? undefined : referencePage(key) ? '' : 'no page';
    if (reason === undefined) return CONTINUE;
    mentioned.add(key);
    if (reason) {
      report.unlinked.push({ code: node.value, reason });
      return CONTINUE;
    }
    const link: Link = { type: 'link', url: referencePage(key)!, children: [node] };
    const basis = provenance.get(key)?.basis;
    const replacement: PhrasingContent[] = isUnchecked(basis) ? [link, markNode(basis)] : [link];
    parent.children.splice(index, 1, ...(replacement as RootContent[]));
    report.linked.push(node.value);
    return [SKIP, index + replacement.length];
  });
  return report;
}

function remarkApiLinks() {
  // Each docs version's names link to its own reference, generated before any page is compiled.
  const sourcesOf = perVersion((version) => ({
    provenance: readProvenanceFile(provenanceFileOf(version.libraryRoot)),
    referencePage: createReferencePages(version.referenceDir, version.routePrefix),
  }));
  return (tree: Root, file: { path?: string; data: { frontMatter?: { title?: unknown } } }): void => {
    if (!isHandWritten(file.path)) return;
    const { provenance, referencePage } = sourcesOf(file.path);
    const title = file.data.frontMatter?.title;
    linkApiNames(tree, file.path!, typeof title === 'string' ? title : undefined, provenance, referencePage);
  };
}

/** The plugin with the digest of what the links are made from as an option (pageInputsDigest). */
export function apiLinks(): [typeof remarkApiLinks, { inputs: string }] {
  return [remarkApiLinks, { inputs: pageInputsDigest() }];
}
