// The search index of the built pages and of the reference's names (indexSite.mjs, nameRecords.ts),
// written after the build: a step of src/postBuild/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BuiltSite } from '../shared/builtSite';
import { versionFacts } from '../symbolIndex/versionFacts';
import { nameRecords, type NameRecord } from './nameRecords';
import { SEARCH_FOLDER } from '../shared/siteLayout.mjs';

/** Runs indexSite.mjs in a process of its own, failing with its error. */
function runIndexer(
  outDir: string,
  folder: string,
  input: { pages: { file: string; url: string; html: string }[]; records: NameRecord[] },
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

export async function searchIndexStep(site: BuiltSite): Promise<void> {
  const { context, props } = site;
  const { baseUrl } = context.siteConfig;
  // Each docs version has its own index, at its root: its results are its own pages.
  for (const docsPages of site.versions) {
    const pages = docsPages.permalinks.map((url) => {
      const { file, html } = site.docsPage(url);
      return { file, url, html };
    });
    const records = nameRecords(await versionFacts(context, docsPages));
    const folder = path.join(docsPages.root.slice(baseUrl.length), SEARCH_FOLDER);
    await runIndexer(props.outDir, folder, { pages, records });
  }
}
