// Docusaurus's generated registry of route chunks (registry.js), as each build gets it
// (registryLoader.cjs). CommonJS because Rspack requires loaders with Node.

// A registry entry, `"name": [() => import(/* webpackChunkName: "name" */ "module"), "module",
// require.resolveWeak("module")],`, and what follows it on its line (the last one ends the object).
const REGISTRY_ENTRY =
  /^( *"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "[^"]*"\)), "[^"]*", (require\.resolveWeak\("[^"]*"\)\],)(.*)$/;

/**
 * The lines of the registry `source`, each entry on its own line, as the build of `build` ('client'
 * or 'server') needs it. Only server rendering reads an entry's second item: it reports the modules
 * a page rendered, and the page's HTML lists their chunks as scripts. That lookup
 * (react-loadable-ssr-addon) goes by chunk name since webpack 5, so the server build gets the chunk
 * name, the entry's key; the client build, which never reads it, gets null.
 */
function registryLines(source, build) {
  if (!source.split('\n').some((line) => REGISTRY_ENTRY.test(line))) {
    throw new Error(
      "Docusaurus's generated registry.js changed shape: no line is an entry as src/routing/registry.cjs expects",
    );
  }
  return source.split('\n').flatMap((line) => {
    const entry = REGISTRY_ENTRY.exec(line);
    if (!entry) return [{ line }];
    const [, load, chunkName, moduleId, rest] = entry;
    const moduleName = build === 'server' ? JSON.stringify(chunkName) : 'null';
    return [{ line: `${load}, ${moduleName}, ${moduleId}`, chunkName }, ...(rest ? [{ line: rest }] : [])];
  });
}

module.exports = { registryLines };
