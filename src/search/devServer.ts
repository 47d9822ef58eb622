// Search under `npm start`: the development server has no built pages to index, so it serves the
// search index of the last production build (`npm run build`), each docs version's from its folder
// of build/, where the box loads it as on the built site (client.ts). The box says which build it
// searches (devIndex.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_FOLDER } from '../shared/siteLayout.mjs';

/** A folder the development server serves (webpack-dev-server's `static`), at `publicPath`. */
export interface ServedFolder {
  directory: string;
  publicPath: string;
  watch: boolean;
}

/**
 * The search index folders of the build in `outDir`, each served where the site has it under
 * `baseUrl`: the latest version's at its root, even before a build has written it (a build made
 * while the server runs is searched at once), and each older version's that a build has written.
 */
export function searchIndexFolders(outDir: string, baseUrl: string): ServedFolder[] {
  const versionFolders = existsSync(outDir)
    ? readdirSync(outDir, { withFileTypes: true })
        .filter(
          (entry) => entry.isDirectory() && existsSync(path.join(outDir, entry.name, SEARCH_FOLDER, 'pagefind.js')),
        )
        .map((entry) => entry.name)
    : [];
  return ['', ...versionFolders]
    .map((folder) => path.posix.join(folder, SEARCH_FOLDER))
    .map((folder) => ({
      directory: path.join(outDir, folder),
      publicPath: path.posix.join(baseUrl, folder),
      // A new production build replaces the folder; each request reads it as it is then.
      watch: false,
    }));
}
