// The search index of the built pages and of the reference's names (indexSite.mjs, nameRecords.ts),
// written after the build: a step of src/postBuild/.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Props } from '@docusaurus/types';
import { docsPagesByVersion, htmlFileOf } from '../routing/docsPages';
import { nameRecords, type NameRecord } from './nameRecords';
import { SEARCH_FOLDER } from './searchFolder';

/** Runs indexSite.mjs in a process of its own, failing with its error. */
function runIndexer(
  outDir: string,
  folder: string,
  input: { pages: { file: string; url: string }[]; records: NameRecord[] },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const indexer = spawn(process.execPath, [path.join(__dirname, 'indexSite.mjs'), outDir, folder], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    indexer.on('error', reject);
    indexer.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`search index: the indexer exited with ${code}`)),
    );
    indexer.stdin.end(JSON.stringify(input));
  });
}

export async function searchIndexStep(
  { siteConfig }: LoadContext,
  { outDir, plugins }: Pick<Props, 'outDir' | 'plugins'>,
): Promise<void> {
  // Each docs version has its own index, at its root: its results are its own pages.
  for (const { root, permalinks } of docsPagesByVersion(plugins)) {
    const pages = permalinks.map((url) => ({ file: htmlFileOf(outDir, siteConfig.baseUrl, url), url }));
    const records = pages.flatMap(({ file, url }) => nameRecords(readFileSync(file, 'utf8'), url));
    const folder = path.join(root.slice(siteConfig.baseUrl.length), SEARCH_FOLDER);
    await runIndexer(outDir, folder, { pages, records });
  }
}
