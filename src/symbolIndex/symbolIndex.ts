// The symbol index of one docs version, made from its API model (apiModel.ts), which TypeDoc wrote
// from its reflections: each symbol and member with its signatures, description, parameters,
// returns, modifiers, where it is inherited from, its basis and a compiled example, as Markdown
// whose links are the site's twins. Nothing here reads a built page. An API without an example in
// its comment takes the first example of the hand-written page about it: the page its `@see` links
// to whose title is its name (`collect.get`), read from the page's source (versionFacts.ts).
import { isCheckedExample } from '../codeBlocks/exampleFences';
import { INDEX_BASIS } from '../shared/basis.mjs';
import { summaryOf, symbolUrl, type CommentPart, type ModelFacts } from './apiModel';
import { SYMBOL_INDEX_FORMAT, type SymbolEntry, type SymbolIndex } from './format';
import { handWrittenPageOf, type VersionFacts } from './versionFacts';

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

/** Text for a cell of a Markdown table. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** One symbol's or member's entry. */
function entryOf(
  facts: ModelFacts & { name: string },
  { area, url, owner }: { area: string; url: string; owner?: string },
  roots: { root: string; apiRoot: string },
  pages: VersionFacts['pages'],
): SymbolEntry {
  const description = markdownOf(facts.description, roots);
  const own = facts.examples.find(({ lang, meta }) => isCheckedExample(lang, meta));
  const page = own ? undefined : handWrittenPageOf(facts, { root: roots.root, pages });
  const example = own
    ? { code: own.code, url }
    : page?.example === undefined
      ? undefined
      : { code: page.example, url: page.url };
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
    ...(facts.basis && { basis: { basis: INDEX_BASIS[facts.basis.basis], wording: facts.basis.wording } }),
    ...(example && { example }),
    ...(see.length && { seeAlso: see }),
  };
}

/** The index of a docs version from its API model and the first examples of its hand-written pages. */
export function symbolIndex({ root, model, pages }: VersionFacts, siteUrl: string): SymbolIndex {
  const roots = { root, apiRoot: `${root}api/` };
  const symbols = model.symbols.flatMap((symbol) => {
    const url = symbolUrl(symbol, root);
    return [
      {
        ...entryOf(symbol, { area: symbol.area, url }, roots, pages),
        ...(symbol.members.length && { members: symbol.members.map(({ name }) => name) }),
      },
      ...symbol.members.map((member) =>
        entryOf(member, { area: symbol.area, url: `${url}#${member.anchor}`, owner: symbol.name }, roots, pages),
      ),
    ];
  });
  return { format: SYMBOL_INDEX_FORMAT, siteUrl, root, symbols };
}
