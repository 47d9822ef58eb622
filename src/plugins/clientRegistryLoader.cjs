// Rspack loader for the client build's copy of Docusaurus's generated registry.js (see
// trimMainBundle.ts). Each entry is [load the chunk, module path, module id]; the module path only
// serves server rendering, which records the modules a page used, so the client gets null instead.
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
module.exports = function clientRegistryLoader(source) {
  return source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), null, require.resolveWeak(');
};
