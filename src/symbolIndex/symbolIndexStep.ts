// Writes each docs version's symbol index (format.ts) at its root after the build, from the
// version's facts (versionFacts.ts: its API model and its hand-written pages): a step of src/postBuild/.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltSite } from '../shared/builtSite';
import { SYMBOL_INDEX_FILE } from '../shared/siteLayout.mjs';
import { symbolIndex } from './symbolIndex';
import { versionFacts } from './versionFacts';

export async function symbolIndexStep({ context, props, versions }: BuiltSite) {
  const { baseUrl, url } = context.siteConfig;
  for (const docsPages of versions) {
    const facts = await versionFacts(context, docsPages);
    const index = symbolIndex(facts, new URL(facts.root, url).href);
    await writeFile(
      path.join(props.outDir, facts.root.slice(baseUrl.length), SYMBOL_INDEX_FILE),
      JSON.stringify(index),
    );
  }
}
