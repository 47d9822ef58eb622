// Rspack loader for Docusaurus's generated routes.js (see plugin.ts), read as
// routeTable.cjs says. For the browser's build:
// - the table, each route holding its chunk names, is passed to the `routeComponents` option's
//   default export (src/routing/lazyRouteComponent.ts), which gives each route its component. The table of
//   chunk names keyed by path leaves the browser's build (src/routing/routeChunkNames.ts);
// - the routes under the `lazyPrefix` option are split off into chunks of at most `lazyChunkPages`
//   pages, in the order of their areas and paths (routeTable.cjs's routeChunkKeys and routeChunkOf):
//   `routes.js?lazy=N`, the chunk named by the `lazyChunkName` option and N, holds chunk N's
//   routes, their chunks' registry entries and their docs' global data, and the files of their
//   chunks, which the build writes in place of the `chunkFilesPlaceholder` option
//   (lazyChunkFiles.ts; none without that option). The table left is passed to the
//   `lazyRouteTable` option's withLazyRoutes (src/routing/lazyRouteTable.ts), with a loader for
//   each chunk, which it adds when needed.
// The server build keeps the original, and gets `lazyRoutesChunkNames(pathname)`: the name of the
// chunk of the page's routes, which server rendering lists in the page's HTML (plugin.ts).
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const fs = require('node:fs');
const path = require('node:path');
const {
  splitRouteTable,
  allPaths,
  chunkNamesOf,
  routeChunkOf,
  routeChunkKeys,
  ROUTE_CHUNK_OF,
} = require('./routeTable.cjs');
const { registryLines } = require('./registry.cjs');
const { splitGlobalDocs, compactDocs, EXPAND_DOCS } = require('./globalDocs.cjs');

/** The module `routes.js?lazy=N` for `chunk` N: what it adds to the browser's table, registry and global data. */
function lazyRoutesModule(loader, { groups, splitOffChunks, inChunk, lazyPrefix, chunkFilesPlaceholder }) {
  const generatedFile = (name) => {
    const file = path.join(path.dirname(loader.resourcePath), name);
    loader.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  // Each group keeps its place in the list, so that it goes where the table left room for it.
  const chunkGroups = groups.map((group) => group.filter((route) => inChunk(route.path)));
  const chunkNames = chunkNamesOf(chunkGroups.flat());
  const entries = registryLines(generatedFile('registry.js'), 'client').filter(
    ({ chunkName }) => splitOffChunks.has(chunkName) && chunkNames.has(chunkName),
  );
  const globalData = JSON.parse(generatedFile('globalData.json'));
  const globalDataFile = path.join(path.dirname(loader.resourcePath), 'globalData.json');
  // Each version's docs as compactly as the main bundle's (compactDocs), rebuilt as the chunk loads.
  const docs = splitGlobalDocs(globalData, lazyPrefix, globalDataFile).flatMap((run) => {
    const runDocs = run.docs.filter((doc) => inChunk(doc.path));
    if (runDocs.length === 0) return [];
    const versionPath = globalData['docusaurus-plugin-content-docs'][run.plugin].versions[run.version].path;
    const sidebar = runDocs[0].sidebar;
    return [{ ...run, versionPath, sidebar, docs: compactDocs(runDocs, versionPath, sidebar) }];
  });
  const expandedDocs = `${JSON.stringify(docs)}.map(({ versionPath, sidebar, ...run }) => ({ ...run, docs: expandDocs(run.docs, versionPath, sidebar) }))`;
  const registry = entries.map(({ line }) => line).join('\n');
  const lazyGroups = chunkGroups.map((group) => `withRouteComponents(${JSON.stringify(group)})`).join(',\n');
  const chunkFiles = chunkFilesPlaceholder ? JSON.stringify(chunkFilesPlaceholder) : '{}';
  return `export const registry = {\n${registry}\n};\nexport const groups = [\n${lazyGroups}\n];\n${EXPAND_DOCS}export const docs = ${expandedDocs};\nexport const chunkFiles = ${chunkFiles};\n`;
}

module.exports = function routesLoader(source) {
  const { build, routeComponents, lazyRouteTable, lazyPrefix, lazyChunkName, lazyChunkPages, chunkFilesPlaceholder } =
    this.getOptions();
  const { routes, positions, groups, splitOffChunks, chunkNamesFile } = splitRouteTable(
    this.resourcePath,
    source,
    lazyPrefix,
  );
  this.addDependency(chunkNamesFile);
  const firstKeys = routeChunkKeys(allPaths(groups.flat()), lazyPrefix, lazyChunkPages);
  const chunkCount = groups.length === 0 ? 0 : firstKeys.length + 1;
  const chunkOf = `${ROUTE_CHUNK_OF}const chunkOf = (pathname) => routeChunkOf(pathname, ${JSON.stringify(lazyPrefix)}, ${JSON.stringify(firstKeys)});\n`;
  if (build === 'server') {
    const chunkNames =
      chunkCount === 0
        ? '[]'
        : `pathname.startsWith(${JSON.stringify(lazyPrefix)}) ? [${JSON.stringify(`${lazyChunkName}-`)} + chunkOf(pathname)] : []`;
    return `${source}\n${chunkOf}export const lazyRoutesChunkNames = (pathname) => ${chunkNames};\n`;
  }
  const importComponents = `import withRouteComponents from ${JSON.stringify(routeComponents)};\n`;
  const lazyChunk = /^\?lazy=(\d+)$/.exec(this.resourceQuery)?.[1];
  if (lazyChunk !== undefined) {
    const inChunk = (pathname) => routeChunkOf(pathname, lazyPrefix, firstKeys) === Number(lazyChunk);
    return (
      importComponents + lazyRoutesModule(this, { groups, splitOffChunks, inChunk, lazyPrefix, chunkFilesPlaceholder })
    );
  }
  const table = `withRouteComponents(${JSON.stringify(routes)})`;
  if (chunkCount === 0) return `${importComponents}export default ${table};\n`;
  const routesFile = path.basename(this.resourcePath);
  const loads = Array.from(
    { length: chunkCount },
    (_, chunk) =>
      `() => import(/* webpackChunkName: ${JSON.stringify(`${lazyChunkName}-${chunk}`)} */ ${JSON.stringify(`./${routesFile}?lazy=${chunk}`)})`,
  );
  return `${importComponents}import { withLazyRoutes } from ${JSON.stringify(lazyRouteTable)};\n${chunkOf}export default withLazyRoutes(${table}, ${JSON.stringify(lazyPrefix)}, ${JSON.stringify(positions)}, chunkOf, [\n${loads.join(',\n')}\n]);\n`;
};
