import path from 'node:path';
import { REFERENCE_FOLDER } from './src/shared/siteLayout.mjs';

const mdn = 'https://developer.mozilla.org/docs/Web';
const utilityTypes = 'https://www.typescriptlang.org/docs/handbook/utility-types.html';
// The DOM, JavaScript and TypeScript types the declarations use, linked where they are explained
// (TypeDoc showed them as plain text).
const builtInTypeLinks = {
  ...Object.fromEntries(
    [
      'Comment',
      'Document',
      'Element',
      'Event',
      'FocusEvent',
      'HTMLCollection',
      'KeyboardEvent',
      'MouseEvent',
      'Node',
      'NodeList',
    ].map((name) => [name, `${mdn}/API/${name}`]),
  ),
  Error: `${mdn}/JavaScript/Reference/Global_Objects/Error`,
  Map: `${mdn}/JavaScript/Reference/Global_Objects/Map`,
  ReadonlyMap: `${mdn}/JavaScript/Reference/Global_Objects/Map`,
  ReadonlySet: `${mdn}/JavaScript/Reference/Global_Objects/Set`,
  Iterable: `${mdn}/JavaScript/Reference/Iteration_protocols#the_iterable_protocol`,
  ArrayLike: `${mdn}/JavaScript/Guide/Indexed_collections#working_with_array-like_objects`,
  Readonly: `${utilityTypes}#readonlytype`,
  Record: `${utilityTypes}#recordkeys-type`,
};

/**
 * The options of docusaurus-plugin-typedoc for the reference generated from `root`, a TypeScript
 * tree laid out like `library/` (`src/`, `tsconfig.json`, `README.md`). Tests call it with a
 * fixture tree; the site uses {@link typedocOptions}.
 */
export function createTypedocOptions(root: string, out = `docs/${REFERENCE_FOLDER}`) {
  const source = path.resolve(root);
  return {
    entryPoints: [path.join(source, 'src')],
    entryPointStrategy: 'expand',
    tsconfig: path.join(source, 'tsconfig.json'),
    readme: path.join(source, 'README.md'),
    out,
    name: 'Mutate API',
    // docusaurus-plugin-typedoc adds typedoc-plugin-markdown itself.
    plugin: [
      'fail-on-errors.mjs',
      'escape-control-characters.mjs',
      'qualified-member-titles.mjs',
      'page-summaries.mjs',
      'accessor-comments.mjs',
      'error-member-comments.mjs',
      'signature-layout.mjs',
      'basis-notes.mjs',
      'api-model.mjs',
      'entry-page-route.mjs',
      'group-pages.mjs',
    ].map((file) => path.resolve('typedoc-plugins', file)),
    // The sidebar is written by hand in sidebars.ts (spec §2.1); no generated sidebar file.
    sidebar: { autoConfiguration: false },
    // Source links would point at our model of the API, not at the library's code.
    disableSources: true,
    excludePrivate: true,
    excludeInternal: true,
    // Page titles without type parameters: Markdown-escaped `<T>` would show as `\<T\>` in the
    // browser tab, and the signature on the page shows the parameters anyway.
    pageTitleTemplates: {
      // The list of all modules; the reference's entry page takes its title from library/README.md.
      index: 'Mutate API: all modules',
      // A namespace page is titled as one: "collect" alone was also the title of the guide to collect.
      module: ({ kind, name }: { kind: string; name: string }) => (kind === 'Namespace' ? `${kind}: ${name}` : name),
      member: ({ keyword, kind, rawName }: { keyword?: string; kind: string; rawName: string }) =>
        `${keyword ? `${keyword} ` : ''}${kind}: ${rawName.replace(/<.*>/, '')}`,
    },
    externalSymbolLinkMappings: { typescript: builtInTypeLinks },
    useCodeBlocks: true,
    // Signatures show each parameter's type, callbacks' too: `(event) => void` never said `Event`.
    expandParameters: true,
    // Index pages list each member with its summary, not just its name.
    indexFormat: 'table',
    expandObjects: true,
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    enumMembersFormat: 'table',
    propertyMembersFormat: 'table',
    typeAliasPropertiesFormat: 'table',
    validation: { notExported: true, invalidLink: true, notDocumented: true },
    requiredToBeDocumented: [
      'Module',
      'Namespace',
      'Enum',
      'EnumMember',
      'Variable',
      'Function',
      'Class',
      'Interface',
      'Constructor',
      'Property',
      'Method',
      'Accessor',
      'TypeAlias',
    ],
    // An area's page lists its functions, the entry points (`collect`, `mutate`, `SCOPE`), first,
    // and the namespaces that group other members last. TypeDoc put namespaces first, and sorted a
    // group it was not given the place of by its name.
    groupOrder: [
      'Functions',
      'Classes',
      'Interfaces',
      'Type Aliases',
      'Enumerations',
      'Variables',
      'Namespaces',
      'Constructors',
      'Properties',
      'Accessors',
      'Methods',
      'Enumeration Members',
      '*',
    ],
    // TypeDoc's default order, except that enum members keep their declared (value) order.
    sort: ['kind', 'instance-first', 'enum-member-source-order', 'alphabetical-ignoring-documents'],
    watch: process.env.TYPEDOC_WATCH === 'true',
  };
}

/**
 * Where the API reference is generated from. Defaults to the bundled declarations in `library/`;
 * set MUTATE_API_ROOT to another TypeScript tree with the same layout, such as the library's own
 * repository, to document that instead.
 */
export const apiRoot = path.resolve(process.env.MUTATE_API_ROOT ?? 'library');

export const typedocOptions = createTypedocOptions(apiRoot);
