import type { Compilation, Compiler } from 'webpack';

/**
 * A bundler plugin that, once the scripts are minified, replaces the text of each script that
 * `edits(compilation)` names with the text it gives for it (the original's text passed in). It
 * edits the site's own generated scripts (the webpack runtime and route chunks), never a package.
 */
export function minifiedScriptEdits(
  name: string,
  edits: (compilation: Compilation) => Record<string, (source: string) => string>,
) {
  return {
    apply(compiler: Compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1; // after minification
        compilation.hooks.processAssets.tap({ name, stage }, () => {
          for (const [file, edit] of Object.entries(edits(compilation))) {
            compilation.updateAsset(file, (source) => new sources.RawSource(edit(source.source().toString())));
          }
        });
      });
    },
  };
}
