// Writes each docs version's symbol index (format.ts) at its root after the build, from its built
// pages and their Markdown twins: a step of src/postBuild/, after the twins are written.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Props } from '@docusaurus/types';
import { twinUrl } from '../markdownTwins/twinUrl';
import { provenanceFileOf, readProvenanceFile, type Provenance } from '../provenance/provenanceIndex';
import { docsPagesByVersion, htmlFileOf } from '../routing/docsPages';
import { docsVersions } from '../versioning/docsVersions';
import { SYMBOL_INDEX_FILE } from './format';
import { symbolIndex, type BuiltPage } from './symbolIndex';

/** The PROVENANCE.md rows of the docs version served at `root` (`/mutate/`, `/mutate/1.0.0/`). */
function provenanceOf(root: string, baseUrl: string): Provenance {
  const version = docsVersions.find(
    ({ routePrefix }) => root === `${baseUrl}${routePrefix.slice(1)}${routePrefix && '/'}`,
  );
  if (!version) throw new Error(`symbol index: no docs version is served at ${root}`);
  // Every version's declarations carry their basis: a missing file would give symbols without one.
  return readProvenanceFile(provenanceFileOf(version.libraryRoot));
}

export async function symbolIndexStep(
  { siteConfig }: LoadContext,
  { outDir, plugins }: Pick<Props, 'outDir' | 'plugins'>,
): Promise<void> {
  const { baseUrl } = siteConfig;
  for (const { root, permalinks } of docsPagesByVersion(plugins)) {
    const pages: BuiltPage[] = [];
    for (const permalink of permalinks) {
      const twinFile = path.join(outDir, decodeURIComponent(twinUrl(permalink).slice(baseUrl.length)));
      pages.push({
        permalink,
        html: await readFile(htmlFileOf(outDir, baseUrl, permalink), 'utf8'),
        twin: await readFile(twinFile, 'utf8'),
      });
    }
    const index = symbolIndex(pages, {
      root,
      siteUrl: new URL(root, siteConfig.url).href,
      provenance: provenanceOf(root, baseUrl),
    });
    await writeFile(path.join(outDir, root.slice(baseUrl.length), SYMBOL_INDEX_FILE), JSON.stringify(index));
  }
}
