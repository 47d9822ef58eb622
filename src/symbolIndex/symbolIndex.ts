// The symbol index of one docs version, made from its API model (apiModel.ts), which TypeDoc wrote
// from its reflections: each symbol and member with its signatures, description, parameters,
// returns, modifiers, where it is inherited from, its basis and a compiled example, as Markdown
// whose links are the site's twins. Nothing here reads a built page. An API without an example in
// its comment takes the first example of the hand-written page about it: the page its `@see` links
// to whose title is its name (`collect.get`), read from the page's source (pageExample.ts).
import type { Link } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import { isCheckedExample } from '../codeBlocks/exampleTypes';
import type { ApiModel, CommentPart, ModelFacts } from './apiModel';
import { SYMBOL_INDEX_FORMAT, type Basis, type SymbolEntry, type SymbolIndex } from './format';

const BASIS_NAMES: Record<NonNullable<ModelFacts['basis']>['basis'], Basis['basis']> = {
  V: 'verified',
  C: 'observed in calling code',
  spec: 'named by the specification',
  modelled: 'modelled',
};

/**
 * Comment parts as Markdown: a link to a reference page as a link to its twin under `apiRoot`
 * (`/mutate/api/`), a path of the site (`/api-custom/…`, as comments write them) under `root`.
 */
function markdownOf(parts: CommentPart[], { root, apiRoot }: { root: string; apiRoot: string }): string {
  return parts
    .map((part) => {
      if (part.kind !== 'link') return part.text;
      const url = /^[a-z]+:/.test(part.url) ? part.url : `${apiRoot}${part.url}`;
      return `[${part.text}](${url})`;
    })
    .join('')
    .replace(/\]\((\/(?!\/)[^)]*)\)/g, (link, path: string) =>
      path.startsWith(root) ? link : `](${root}${path.slice(1)})`,
    )
    .trim();
}

/** The first paragraph of comment parts, as one line of text: links as their text. */
const summaryOf = (parts: CommentPart[]) =>
  parts
    .map(({ text }) => text)
    .join('')
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');

/** A hand-written page's first compiled example (src/codeBlocks/pageExample.ts), with its page's URL and title. */
export interface PageExample {
  url: string;
  title: string;
  code: string;
}

/** The paths (`/api-custom/collect/collect-get`) that `@see` tags link to, from their Markdown. */
function seePaths(see: CommentPart[][]): string[] {
  const paths: string[] = [];
  for (const parts of see)
    for (const part of parts) {
      if (part.kind === 'link') paths.push(part.url);
      else visit(fromMarkdown(part.text), 'link', ({ url }: Link) => void paths.push(url));
    }
  return paths;
}

// A path without its trailing slash, for comparing a link with a page's URL.
const bare = (url: string) => url.replace(/\/$/, '');

/** Text for a cell of a Markdown table. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** One symbol's or member's entry. */
function entryOf(
  facts: ModelFacts & { name: string },
  { area, url, owner }: { area: string; url: string; owner?: string },
  roots: { root: string; apiRoot: string },
  pageExamples: PageExample[],
): SymbolEntry {
  const description = markdownOf(facts.description, roots);
  const own = facts.examples.find(({ lang, meta }) => isCheckedExample(lang, meta));
  const pageUrls = new Set(seePaths(facts.see).map((path) => bare(`${roots.root}${path.replace(/^\//, '')}`)));
  const example = own
    ? { code: own.code, url }
    : pageExamples.find((page) => page.title === facts.name && pageUrls.has(bare(page.url)));
  const parameters = facts.parameters?.length
    ? [
        '| Parameter | Type | Description |',
        '| - | - | - |',
        ...facts.parameters.map(
          ({ name, type, optional, description: text }) =>
            `| \`${name}${optional ? '?' : ''}\` | \`${cell(type)}\` | ${cell(markdownOf(text, roots))} |`,
        ),
      ].join('\n')
    : undefined;
  const returns = facts.returns && [`\`${facts.returns.type}\``, markdownOf(facts.returns.description, roots)];
  const see = facts.see.map((parts) => markdownOf(parts, roots)).filter(Boolean);
  return {
    name: facts.name,
    kind: facts.kind,
    area,
    url,
    ...(owner && { owner }),
    summary: summaryOf(facts.description),
    signatures: facts.signatures,
    description,
    ...(parameters && { parameters }),
    ...(returns && { returns: returns.filter(Boolean).join('\n\n') }),
    ...(facts.modifiers.length && { modifiers: facts.modifiers }),
    ...(facts.inheritedFrom && { inheritedFrom: facts.inheritedFrom }),
    ...(facts.basis && { basis: { basis: BASIS_NAMES[facts.basis.basis], wording: facts.basis.wording } }),
    ...(example && { example: { code: example.code, url: example.url } }),
    ...(see.length && { seeAlso: see }),
  };
}

/**
 * The index of a docs version served at `root` (`/mutate/`) from its API model and the first
 * examples of its hand-written pages.
 */
export function symbolIndex(
  model: ApiModel,
  { root, siteUrl, pageExamples }: { root: string; siteUrl: string; pageExamples: PageExample[] },
): SymbolIndex {
  const apiRoot = `${root}api/`;
  const roots = { root, apiRoot };
  const symbols = model.symbols.flatMap((symbol) => {
    // A page's path, an index page's (`…/SCOPE/index.md`) its folder's.
    const url = `${apiRoot}${symbol.page.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '')}`;
    return [
      {
        ...entryOf(symbol, { area: symbol.area, url }, roots, pageExamples),
        ...(symbol.members.length && { members: symbol.members.map(({ name }) => name) }),
      },
      ...symbol.members.map((member) =>
        entryOf(member, { area: symbol.area, url: `${url}#${member.anchor}`, owner: symbol.name }, roots, pageExamples),
      ),
    ];
  });
  return { format: SYMBOL_INDEX_FORMAT, siteUrl, root, symbols };
}
