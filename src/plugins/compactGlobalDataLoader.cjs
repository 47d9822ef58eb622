// Rspack loader for the client build's copy of Docusaurus's generated globalData.json (see
// trimMainBundle.ts). The docs plugin lists every doc there as { id, path, sidebar }, which grew the
// main bundle by ~12 bytes gzip per reference page. Most paths are the version's path followed by
// the id (less a final "index"), and most docs share one sidebar: such docs travel as their id
// alone and are rebuilt, the same objects in the same order, when the bundle starts. The docs under
// the `lazyPrefix` option come with their routes instead (routeTable.cjs).
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const { splitGlobalDocs } = require('./routeTable.cjs');

const pathOf = (versionPath, id) => versionPath + id.replace(/(^|\/)index$/, '$1');

const isDerivable = (doc, version, sidebar) =>
  Object.keys(doc).join() === 'id,path,sidebar' && doc.sidebar === sidebar && doc.path === pathOf(version.path, doc.id);

module.exports = function compactGlobalDataLoader(source) {
  const data = JSON.parse(source);
  splitGlobalDocs(data, this.getOptions().lazyPrefix);
  for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of instance.versions) {
      const sidebar = version.docs[0]?.sidebar;
      version.docs = version.docs.map((doc) => (isDerivable(doc, version, sidebar) ? doc.id : doc));
      version.sidebarOfIdOnlyDocs = sidebar;
    }
  }
  return `const pathOf = ${pathOf};
const data = JSON.parse(${JSON.stringify(JSON.stringify(data))});
for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
  for (const version of instance.versions) {
    const sidebar = version.sidebarOfIdOnlyDocs;
    delete version.sidebarOfIdOnlyDocs;
    version.docs = version.docs.map((doc) => (typeof doc === 'string' ? { id: doc, path: pathOf(version.path, doc), sidebar } : doc));
  }
}
module.exports = data;
`;
};
