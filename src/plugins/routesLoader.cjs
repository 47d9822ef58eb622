// Rspack loader for the browser's copy of Docusaurus's generated routes.js (see shortTasks.ts):
// - each route's entry holds its chunk names, in place of ComponentCreator(path, hash), which looks
//   them up, by path and hash, in routesChunkNames.json. Every route's path was in the main bundle
//   three times: ~4 KB gzip of the bytes each reference page added to every page's first visit.
//   The table keyed by path leaves the browser's build (src/routeChunkNames.ts). The 404 route,
//   ComponentCreator('*'), has none;
// - the table is passed to the `routeComponents` option's default export
//   (src/lazyRouteComponent.ts), which gives each route its component.
// The server build keeps the original.
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function routesLoader(source) {
  const { routeComponents } = this.getOptions();
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const chunkNamesByRoute = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  // The lines of the table's start and end, as Docusaurus writes them.
  const edits = [
    ["import ComponentCreator from '@docusaurus/ComponentCreator';", `import withRouteComponents from ${JSON.stringify(routeComponents)};`],
    ['export default [\n', 'export default withRouteComponents([\n'],
    ['\n];\n', '\n]);\n'],
    ["ComponentCreator('*')", '{}'],
  ];
  for (const [find] of edits) {
    if (!source.includes(find)) throw new Error(`${this.resourcePath} no longer contains ${JSON.stringify(find)}`);
  }
  return edits
    .reduce((edited, [find, replace]) => edited.replace(find, replace), source)
    .replace(/ComponentCreator\('([^']*)', '([^']*)'\)/g, (_, routePath, hash) => {
      const chunkNames = chunkNamesByRoute[`${routePath}-${hash}`];
      if (!chunkNames) {
        throw new Error(`${this.resourcePath}: route ${routePath} (${hash}) has no chunk names in ${chunkNamesFile}`);
      }
      return JSON.stringify(chunkNames);
    });
};
