// Rspack loader for Docusaurus's generated registry.js (see plugin.ts). Each entry is
// [load the chunk, module path, module id]; registry.cjs's registryLines says what each build
// gets as the module path. The client build also leaves out the entries of the chunks that only
// routes under the `lazyPrefix` option use: those come with the routes (routesLoader.cjs).
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const fs = require('node:fs');
const path = require('node:path');
const { splitRouteTable } = require('./routeTable.cjs');
const { registryLines } = require('./registry.cjs');

module.exports = function registryLoader(source) {
  const { build, lazyPrefix } = this.getOptions();
  const lines = registryLines(source, build);
  if (build === 'server') return lines.map(({ line }) => line).join('\n');
  const routesFile = path.join(path.dirname(this.resourcePath), 'routes.js');
  this.addDependency(routesFile);
  const { splitOffChunks, chunkNamesFile } = splitRouteTable(
    routesFile,
    fs.readFileSync(routesFile, 'utf8'),
    lazyPrefix,
  );
  this.addDependency(chunkNamesFile);
  return lines
    .filter(({ chunkName }) => !splitOffChunks.has(chunkName))
    .map(({ line }) => line)
    .join('\n');
};
