// Rspack loader for the browser's copy of Docusaurus's generated routes.js (see trimMainBundle.ts),
// read as routeTable.cjs says:
// - the table, each route holding its chunk names, is passed to the `routeComponents` option's
//   default export (src/lazyRouteComponent.ts), which gives each route its component. The table of
//   chunk names keyed by path leaves the browser's build (src/routeChunkNames.ts);
// - the routes under the `lazyPrefix` option are split off: `routes.js?lazy`, a chunk named by the
//   `lazyChunkName` option, holds them, their chunks' registry entries and their docs' global data,
//   and the files of their chunks, which the build writes in place of the `chunkFilesPlaceholder`
//   option (lazyChunkFiles.ts; none without that option);
//   the table left is passed to the `lazyRouteTable` option's withLazyRoutes
//   (src/lazyRouteTable.ts), which adds them when needed.
// The server build keeps the original.
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const fs = require('node:fs');
const path = require('node:path');
const { splitRouteTable, registryLines, splitGlobalDocs, compactDocs, EXPAND_DOCS } = require('./routeTable.cjs');

module.exports = function routesLoader(source) {
  const { routeComponents, lazyRouteTable, lazyPrefix, lazyChunkName, chunkFilesPlaceholder } = this.getOptions();
  const { routes, positions, groups, splitOffChunks, chunkNamesFile } = splitRouteTable(this.resourcePath, source, lazyPrefix);
  this.addDependency(chunkNamesFile);
  const importComponents = `import withRouteComponents from ${JSON.stringify(routeComponents)};\n`;
  if (this.resourceQuery === '?lazy') {
    const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
    this.addDependency(registryFile);
    const entries = registryLines(fs.readFileSync(registryFile, 'utf8'), 'client').filter(({ chunkName }) => splitOffChunks.has(chunkName));
    const globalDataFile = path.join(path.dirname(this.resourcePath), 'globalData.json');
    this.addDependency(globalDataFile);
    const globalData = JSON.parse(fs.readFileSync(globalDataFile, 'utf8'));
    // Each run's docs as compactly as the main bundle's (compactDocs), rebuilt as the chunk loads.
    const docs = splitGlobalDocs(globalData, lazyPrefix).map((run) => {
      const versionPath = globalData['docusaurus-plugin-content-docs'][run.plugin].versions[run.version].path;
      const sidebar = run.docs[0].sidebar;
      return { ...run, versionPath, sidebar, docs: compactDocs(run.docs, versionPath, sidebar) };
    });
    const expandedDocs = `${JSON.stringify(docs)}.map(({ versionPath, sidebar, ...run }) => ({ ...run, docs: expandDocs(run.docs, versionPath, sidebar) }))`;
    const registry = entries.map(({ line }) => line).join('\n');
    const lazyGroups = groups.map((group) => `withRouteComponents(${JSON.stringify(group)})`).join(',\n');
    return `${importComponents}export const registry = {\n${registry}\n};\nexport const groups = [\n${lazyGroups}\n];\n${EXPAND_DOCS}export const docs = ${expandedDocs};\nexport const chunkFiles = ${chunkFilesPlaceholder ? JSON.stringify(chunkFilesPlaceholder) : '{}'};\n`;
  }
  const table = `withRouteComponents(${JSON.stringify(routes)})`;
  if (groups.length === 0) return `${importComponents}export default ${table};\n`;
  const load = `() => import(/* webpackChunkName: ${JSON.stringify(lazyChunkName)} */ ${JSON.stringify(`./${path.basename(this.resourcePath)}?lazy`)})`;
  return `${importComponents}import { withLazyRoutes } from ${JSON.stringify(lazyRouteTable)};\nexport default withLazyRoutes(${table}, ${JSON.stringify(lazyPrefix)}, ${JSON.stringify(positions)}, ${load});\n`;
};
