import path from 'node:path';

/**
 * Where the API reference is generated from. Defaults to the bundled declarations in `library/`;
 * set MUTATE_API_ROOT to another TypeScript tree with the same layout (`src/`, `tsconfig.json`,
 * `README.md`), such as the library's own repository, to document that instead.
 */
export const apiRoot = path.resolve(process.env.MUTATE_API_ROOT ?? 'library');

export const typedocOptions = {
  entryPoints: [path.join(apiRoot, 'src')],
  entryPointStrategy: 'expand',
  tsconfig: path.join(apiRoot, 'tsconfig.json'),
  readme: path.join(apiRoot, 'README.md'),
  out: 'docs/api',
  name: 'Mutate API',
  // The sidebar is written by hand in sidebars.ts (spec §2.1); no generated sidebar file.
  sidebar: { autoConfiguration: false },
  // Source links would point at our model of the API, not at the library's code.
  disableSources: true,
  excludePrivate: true,
  excludeInternal: true,
  useCodeBlocks: true,
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
    'Enum', 'EnumMember', 'Variable', 'Function', 'Class', 'Interface', 'Property', 'Method',
    'Accessor', 'TypeAlias',
  ],
  watch: process.env.TYPEDOC_WATCH === 'true',
};
