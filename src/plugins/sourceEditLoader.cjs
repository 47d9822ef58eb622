// Rspack loader that edits the source text of a dependency's module (see sourceEdits.ts). Its
// options are the edits, `[[find, replace], ...]`. It fails the build, naming the file, when a text
// to find is missing, so that an update of the dependency cannot quietly undo an edit.
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
module.exports = function sourceEditLoader(source) {
  const { edits } = this.getOptions();
  return edits.reduce((text, [find, replace]) => {
    if (!text.includes(find)) {
      throw new Error(`${this.resourcePath} no longer contains ${find}: update the edit in src/plugins`);
    }
    return text.replace(find, replace);
  }, source);
};
