// Rspack loader for Docusaurus's generated registry.js (see trimMainBundle.ts). Each entry is
// [load the chunk, module path, module id]. Only server rendering reads the second item: it reports
// the modules a page rendered, and the page's HTML lists their chunks as scripts. That lookup
// (react-loadable-ssr-addon) goes by chunk name since webpack 5, so no page listed its route's
// chunks, and the browser only asked for them after running the main bundle. The server build now
// gets the chunk name, the entry's key; the client build, which never reads it, gets null.
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
module.exports = function registryLoader(source) {
  const forServer = this.getOptions().build === 'server';
  return source.replace(
    /^( *"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "[^"]*"\)), "[^"]*", require\.resolveWeak\(/gm,
    (_, load, chunkName) => `${load}, ${forServer ? JSON.stringify(chunkName) : 'null'}, require.resolveWeak(`,
  );
};
