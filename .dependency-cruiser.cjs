// The architecture of ARCHITECTURE.md as rules that `npm run lint` checks (dependency-cruiser):
// the layers of src/'s feature folders (architecture/layers.json), no import cycle anywhere in src/
// (src/theme/ included), and what mcp/, scripts/ and typedoc-plugins/ may take from src/.
const { layers, apart } = require('./architecture/layers.json');

const anyOf = (folders) => `^src/(${folders.join('|')})/`;

/** A folder may import only the folders on rows below its own. */
const layerRules = layers.flatMap((row, at) =>
  row.map((folder) => ({
    name: `${folder}-imports-down`,
    comment: `src/${folder}/ imports only folders below its row of architecture/layers.json`,
    severity: 'error',
    from: { path: `^src/${folder}/` },
    to: { path: anyOf([...layers.slice(0, at).flat(), ...row.filter((other) => other !== folder)]) },
  })),
);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-cycle',
      comment: 'No module imports itself through others: src/theme/ and the bundler aliases included',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'features-not-site-content',
      comment: `Only src/theme/ imports the folders apart from the features (${apart.join(', ')}), besides their own files`,
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: '^src/theme/' },
      to: { path: anyOf(apart.filter((folder) => folder !== 'theme')), pathNot: '^src/$1/' },
    },
    {
      name: 'site-not-tooling',
      comment: 'The site imports none of the tests, scripts or the assistants server',
      severity: 'error',
      from: { path: '^(src|typedoc-plugins)/' },
      to: { path: '^(tests|scripts|mcp)/' },
    },
    {
      name: 'mcp-search-symbols-and-shared-facts-only',
      comment:
        "mcp/ takes from src/ only the search box's search, the symbol index's format and the plain modules of src/shared/ (the site's layout, the bases, the tools' names, text helpers)",
      severity: 'error',
      from: { path: '^mcp/' },
      to: { path: '^src/', pathNot: '^src/((search/[^/]+|symbolIndex/format)\\.ts|shared/[^/]+\\.mjs)$' },
    },
    {
      name: 'node-scripts-plain-javascript',
      comment:
        'scripts/ and typedoc-plugins/ run in Node without a TypeScript loader: src/ modules they import are .mjs',
      severity: 'error',
      from: { path: '^(scripts|typedoc-plugins)/' },
      to: { path: '^src/', pathNot: '\\.mjs$' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative import resolves to a file',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|\\.docusaurus)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    webpackConfig: { fileName: 'architecture/resolve.cjs' },
  },
};
