// A TypeDoc plugin: the model of the API that the reference's pages show, taken from TypeDoc's own
// reflections as each page is rendered, and written beside the pages (`api-model.json` in the
// output folder). Each symbol with a page of its own, and each member of a class, interface or
// enumeration: its name as readers write it, kind, area, owner, page and anchor, signatures as the
// page's code blocks show them (the theme's own partials, laid out by signature-layout.mjs), its
// own description, parameters, returns, modifiers, where it is inherited from, its basis in the
// page's words (basis-notes.mjs), its examples and what its `@see` tags say. The symbol index (src/symbolIndex/) reads it:
// nothing is read back from the rendered pages. Its shape is src/symbolIndex/apiModel.ts's.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReflectionKind, RendererEvent } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { basisWordings, provenanceOf } from './basis-notes.mjs';
import { layOutSignatures } from './signature-layout.mjs';

// The file src/symbolIndex/apiModel.ts names (API_MODEL_FILE).
const API_MODEL_FILE = 'api-model.json';

const SYMBOLS =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.Enum |
  ReflectionKind.Function |
  ReflectionKind.Variable |
  ReflectionKind.TypeAlias |
  ReflectionKind.Namespace;
const MEMBERS =
  ReflectionKind.Constructor |
  ReflectionKind.Property |
  ReflectionKind.Accessor |
  ReflectionKind.Method |
  ReflectionKind.EnumMember;
const FLAGS = ['isStatic', 'isAbstract', 'isReadonly', 'isOptional', 'isProtected'];

/** A kind as the pages write it: `Class`, `Type alias`, `Enumeration member`. */
const kindName = (reflection) => {
  const words = ReflectionKind.singularString(reflection.kind);
  return words[0] + words.slice(1).toLowerCase();
};

/** The code of a code block the theme renders (```ts … ```), laid out as the page lays it out. */
const codeOf = (block) => layOutSignatures(block).split('\n').slice(1, -1).join('\n');

/** The module (area) a reflection is in: `Mutator`, `effects/TextModified`. */
function areaOf(reflection) {
  let module = reflection;
  while (module.parent && !module.kindOf(ReflectionKind.Module)) module = module.parent;
  return module.name;
}

/** A symbol's name as readers write it: a namespace's member with its namespace (`collect.get`). */
function symbolName(reflection) {
  const names = [reflection.name];
  for (let parent = reflection.parent; parent?.kindOf(ReflectionKind.Namespace); parent = parent.parent)
    names.unshift(parent.name);
  return names.join('.');
}

/** The parts of a comment: text and code as written, links with their target's page and anchor. */
function partsOf(parts, router) {
  return (parts ?? []).map((part) => {
    if (part.kind !== 'inline-tag') return { kind: part.kind, text: part.text };
    const { target } = part;
    const url =
      typeof target === 'string'
        ? target
        : target && typeof target === 'object' && 'kind' in target && router.hasUrl(target)
          ? router.getFullUrl(target)
          : undefined;
    return url ? { kind: 'link', text: part.text, url } : { kind: 'text', text: part.text };
  });
}

/** The code of each `@example` of a comment, with its fence's language and meta. */
function examplesOf(comment) {
  return (comment?.getTags('@example') ?? []).flatMap((tag) =>
    tag.content
      .filter((part) => part.kind === 'code')
      .map((part) => {
        const lines = part.text.split('\n');
        const [, lang = '', meta = ''] = /^`{3,}(\S*)\s*(.*)$/.exec(lines[0]) ?? [];
        return { lang, meta, code: lines.slice(1, -1).join('\n') };
      }),
  );
}

/** What a signature's comment and parameters say: its description, parameters, returns and examples. */
function signatureFacts(signature, router) {
  const comment = signature.comment;
  return {
    parameters: (signature.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      type: String(parameter.type),
      optional: parameter.flags.isOptional || parameter.defaultValue !== undefined,
      description: partsOf(parameter.comment?.summary, router),
    })),
    ...(signature.type &&
      signature.kind !== ReflectionKind.ConstructorSignature && {
        returns: {
          type: String(signature.type),
          description: partsOf(comment?.getTag('@returns')?.content, router),
        },
      }),
  };
}

/** The facts of one symbol or member, rendered in the theme's `context` of its page. */
function factsOf(reflection, context, router) {
  const signatures = reflection.signatures ?? [];
  const accessors = [
    reflection.getSignature && [reflection.getSignature, 'get'],
    reflection.setSignature && [reflection.setSignature, 'set'],
  ].filter(Boolean);
  const comment = signatures[0]?.comment ?? reflection.getSignature?.comment ?? reflection.comment;
  const code = [
    ...signatures.map((signature) => codeOf(context.partials.signatureTitle(signature))),
    ...accessors.map(([signature, accessor]) => codeOf(context.partials.signatureTitle(signature, { accessor }))),
  ];
  const declared = reflection.kindOf(ReflectionKind.EnumMember)
    ? [`${reflection.name} = ${String(reflection.type)}`]
    : reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable | ReflectionKind.TypeAlias)
      ? [codeOf(context.partials.declarationTitle(reflection))]
      : [];
  return {
    kind: kindName(reflection),
    signatures: [...code, ...declared],
    ...(reflection.type &&
      reflection.kindOf(ReflectionKind.Property | ReflectionKind.EnumMember | ReflectionKind.Variable) && {
        type: String(reflection.type),
      }),
    description: partsOf(comment?.summary, router),
    ...(signatures[0] && signatureFacts(signatures[0], router)),
    modifiers: FLAGS.filter((flag) => reflection.flags[flag]).map((flag) => flag.slice(2).toLowerCase()),
    ...(reflection.inheritedFrom && { inheritedFrom: reflection.inheritedFrom.name }),
    examples: examplesOf(comment),
    see: (comment?.getTags('@see') ?? []).map((tag) => partsOf(tag.content, router)),
  };
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  let provenance;
  let symbols = [];
  const router = () => app.renderer.router;
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const symbol = page.model;
    if (!page.isReflectionEvent() || !symbol.kindOf(SYMBOLS)) return;
    provenance ??= provenanceOf(app);
    const context = app.renderer.theme.getRenderContext(page);
    const bases = basisWordings(symbol, provenance);
    const name = symbolName(symbol);
    const area = areaOf(symbol);
    const members = symbol.kindOf(ReflectionKind.Namespace)
      ? []
      : (symbol.children ?? []).filter((member) => member.kindOf(MEMBERS));
    symbols.push({
      name,
      area,
      page: router().getFullUrl(symbol),
      ...factsOf(symbol, context, router()),
      ...(bases && { basis: bases.symbol }),
      members: members.map((member) => ({
        name: `${name}.${member.kindOf(ReflectionKind.Constructor) ? 'Constructor' : member.name}`,
        anchor: router().getAnchor(member),
        ...factsOf(member, context, router()),
        ...(bases && { basis: bases.member(member) }),
      })),
    });
  });
  app.renderer.on(RendererEvent.END, (event) => {
    symbols.sort((a, b) => a.page.localeCompare(b.page, 'en'));
    writeFileSync(path.join(event.outputDirectory, API_MODEL_FILE), `${JSON.stringify({ symbols }, null, 1)}\n`);
    symbols = [];
  });
}
