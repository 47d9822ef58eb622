// Rspack loader for the client build's copy of Docusaurus's generated globalData.json (see
// plugin.ts). The docs plugin's list of docs there would grow the main bundle with every
// reference page: most docs travel as their id alone (globalDocs.cjs's compactDocs), and the docs
// under the `lazyPrefix` option come with their routes instead (routeTable.cjs).
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const { splitGlobalDocs, compactDocs, EXPAND_DOCS } = require('./globalDocs.cjs');

module.exports = function compactGlobalDataLoader(source) {
  const data = JSON.parse(source);
  splitGlobalDocs(data, this.getOptions().lazyPrefix, this.resourcePath);
  for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of instance.versions) {
      const sidebar = version.docs[0]?.sidebar;
      version.docs = compactDocs(version.docs, version.path, sidebar);
      version.sidebarOfIdOnlyDocs = sidebar;
    }
  }
  return `${EXPAND_DOCS}const data = JSON.parse(${JSON.stringify(JSON.stringify(data))});
for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
  for (const version of instance.versions) {
    version.docs = expandDocs(version.docs, version.path, version.sidebarOfIdOnlyDocs);
    delete version.sidebarOfIdOnlyDocs;
  }
}
module.exports = data;
`;
};
