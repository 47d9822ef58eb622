// Rspack loader for @docusaurus/theme-common's utils/reactUtils.js (see shortTasks.ts). Its
// useShallowMemoObject, which every code block runs, sorts option names with localeCompare; the
// first localeCompare of a page sets up the ICU collator, a 15 ms stall during hydration. The names
// are plain ASCII, so comparing them with < gives the same order.
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const localeSort = 'a[0].localeCompare(b[0])';

module.exports = function shallowMemoSortLoader(source) {
  if (!source.includes(localeSort)) {
    throw new Error(`${this.resourcePath} no longer contains ${localeSort}: update src/plugins/shallowMemoSortLoader.cjs`);
  }
  return source.replace(localeSort, '(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)');
};
