// Writes each docs version's symbol index (format.ts) at its root after the build, from the
// version's facts (versionFacts.ts: its API model and its hand-written pages): a step of src/postBuild/.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Props } from '@docusaurus/types';
import { docsPagesByVersion } from '../routing/docsPages';
import { SYMBOL_INDEX_FILE } from '../shared/siteLayout.mjs';
import { symbolIndex } from './symbolIndex';
import { versionFacts } from './versionFacts';

export async function symbolIndexStep(context: LoadContext, { outDir, plugins }: Pick<Props, 'outDir' | 'plugins'>) {
  const { baseUrl, url } = context.siteConfig;
  for (const docsPages of docsPagesByVersion(plugins)) {
    const facts = await versionFacts(context, docsPages);
    const index = symbolIndex(facts, new URL(facts.root, url).href);
    await writeFile(path.join(outDir, facts.root.slice(baseUrl.length), SYMBOL_INDEX_FILE), JSON.stringify(index));
  }
}
