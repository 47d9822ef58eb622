// Rspack loader for the browser's copy of Docusaurus's generated routes.js (see shortTasks.ts):
// - each route's component comes from the `componentCreator` option (src/lazyRouteComponent.ts)
//   instead of @docusaurus/ComponentCreator (an alias could not do this: Docusaurus's own alias
//   of that name is matched first);
// - each route's chunk names are written in its entry, in place of the hash by which the original
//   looks them up, with the path, in routesChunkNames.json. Every route's path was in the main
//   bundle three times: ~3 KB gzip of the bytes each reference page added to every page's first
//   visit. The table keyed by path leaves the browser's build (src/routeChunkNames.ts). The path
//   stays, for the error that names a route whose component lacks a default export. The 404 route,
//   ComponentCreator('*'), has no chunks and stays as it is.
// The server build keeps the original.
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const fs = require('node:fs');
const path = require('node:path');

const componentCreatorImport = "import ComponentCreator from '@docusaurus/ComponentCreator';";

module.exports = function routesLoader(source) {
  const { componentCreator } = this.getOptions();
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const chunkNamesByRoute = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  if (!source.includes(componentCreatorImport)) {
    throw new Error(`${this.resourcePath} no longer has the line ${componentCreatorImport}`);
  }
  return source
    .replace(componentCreatorImport, `import ComponentCreator from ${JSON.stringify(componentCreator)};`)
    .replace(/ComponentCreator\('([^']*)', '([^']*)'\)/g, (_, routePath, hash) => {
      const chunkNames = chunkNamesByRoute[`${routePath}-${hash}`];
      if (!chunkNames) {
        throw new Error(`${this.resourcePath}: route ${routePath} (${hash}) has no chunk names in ${chunkNamesFile}`);
      }
      return `ComponentCreator('${routePath}', ${JSON.stringify(chunkNames)})`;
    });
};
