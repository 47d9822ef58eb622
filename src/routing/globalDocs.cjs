// The docs plugin's list of docs in Docusaurus's generated global data, as the browser gets it
// (compactGlobalDataLoader.cjs, and routesLoader.cjs for the reference's docs). CommonJS because
// Rspack requires loaders with Node.

/**
 * The docs plugin's instances of global data `data` read from `file`, each checked to be as this
 * module reads it: `{ versions: [{ path, docs: [{ id, path, … }] }] }`. Fails the build, naming the
 * file and what changed, if an update of Docusaurus wrote it otherwise.
 */
function docsInstancesOf(data, file) {
  const instances = data['docusaurus-plugin-content-docs'] ?? {};
  const problem = (plugin, what) =>
    new Error(
      `${file}: Docusaurus's global data of docs changed shape (${plugin}: ${what}): update src/routing/globalDocs.cjs`,
    );
  for (const [plugin, instance] of Object.entries(instances)) {
    if (!Array.isArray(instance?.versions)) throw problem(plugin, 'no list of versions');
    for (const version of instance.versions) {
      if (typeof version.path !== 'string' || !Array.isArray(version.docs))
        throw problem(plugin, `a version without a path or a list of docs (${Object.keys(version).join(', ')})`);
      const odd = version.docs.find((doc) => typeof doc?.id !== 'string' || typeof doc?.path !== 'string');
      if (odd) throw problem(plugin, `a doc without an id or a path (${JSON.stringify(odd)})`);
    }
  }
  return instances;
}

/**
 * Takes the docs whose path starts with `prefix` out of the docs plugin's global data `data` (in
 * place), read from `file`: for each docs version that has any, its plugin id, its index and those
 * docs. Added back at the end of their version's list, in any order, they give the original's docs.
 */
function splitGlobalDocs(data, prefix, file) {
  const runs = [];
  for (const [plugin, instance] of Object.entries(docsInstancesOf(data, file))) {
    instance.versions.forEach((version, versionIndex) => {
      const docs = version.docs.filter((doc) => doc.path.startsWith(prefix));
      if (docs.length > 0) runs.push({ plugin, version: versionIndex, docs });
      version.docs = version.docs.filter((doc) => !doc.path.startsWith(prefix));
    });
  }
  return runs;
}

// The docs plugin lists every doc in the global data as { id, path, sidebar }. Most paths are the
// version's path followed by the id (less a final "index"), and most docs share one sidebar: such
// docs travel as their id alone (compactDocs), and the browser's bundle rebuilds them, the same
// objects in the same order, with the code EXPAND_DOCS defines (compactGlobalDataLoader.cjs,
// routesLoader.cjs).
const pathOf = (versionPath, id) => versionPath + id.replace(/(^|\/)index$/, '$1');

/** `docs` of the version at `versionPath`, each as its id alone if its path follows from it and its sidebar is `sidebar`. */
function compactDocs(docs, versionPath, sidebar) {
  const isDerivable = (doc) =>
    Object.keys(doc).join() === 'id,path,sidebar' &&
    doc.sidebar === sidebar &&
    doc.path === pathOf(versionPath, doc.id);
  return docs.map((doc) => (isDerivable(doc) ? doc.id : doc));
}

/** Code that defines `expandDocs(docs, versionPath, sidebar)`, which undoes compactDocs. */
const EXPAND_DOCS = `const pathOf = ${pathOf};
const expandDocs = (docs, versionPath, sidebar) => docs.map((doc) => (typeof doc === 'string' ? { id: doc, path: pathOf(versionPath, doc), sidebar } : doc));
`;

module.exports = { docsInstancesOf, splitGlobalDocs, compactDocs, EXPAND_DOCS };
