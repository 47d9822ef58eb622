import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compilation, Compiler } from 'webpack';

/** The installed file that `request` names, found as the site's own code would import it. */
export function resolveInstalled(siteDir: string, request: string): string {
  return createRequire(path.join(siteDir, 'package.json')).resolve(request);
}

/** A text of an installed module, and the text that replaces it. */
export type Edit = [find: string, replace: string];

/**
 * Module rules that make `edits` in each named file with sourceEditLoader.cjs, which fails the build,
 * naming the file, if a text to replace is no longer there.
 */
export function sourceEditRules(siteDir: string, fileEdits: Record<string, Edit[]>) {
  return Object.entries(fileEdits).map(([file, edits]) => ({
    test: file,
    loader: path.join(siteDir, 'src/plugins/sourceEditLoader.cjs'),
    options: { edits },
  }));
}

/**
 * A bundler plugin that, once the scripts are minified, replaces the text of each script that
 * `edits(compilation)` names with the text it gives for it (the original's text passed in).
 */
export function minifiedScriptEdits(name: string, edits: (compilation: Compilation) => Record<string, (source: string) => string>) {
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
