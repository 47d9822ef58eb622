import path from 'node:path';

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
