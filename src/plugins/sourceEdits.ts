import { createRequire } from 'node:module';
import path from 'node:path';

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
