// Writes each docs version's symbol index (format.ts) at its root after the build, from the API
// model TypeDoc wrote into its reference's folder (apiModel.ts): a step of src/postBuild/.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Props } from '@docusaurus/types';
import { docsPagesByVersion } from '../routing/docsPages';
import { docsVersions } from '../versioning/docsVersions';
import { API_MODEL_FILE, type ApiModel } from './apiModel';
import { SYMBOL_INDEX_FILE } from './format';
import { symbolIndex } from './symbolIndex';

/** The API model of the docs version served at `root` (`/mutate/`, `/mutate/1.0.0/`). */
async function modelOf(root: string, baseUrl: string, siteDir: string): Promise<ApiModel> {
  const version = docsVersions.find(
    ({ routePrefix }) => root === `${baseUrl}${routePrefix.slice(1)}${routePrefix && '/'}`,
  );
  if (!version) throw new Error(`symbol index: no docs version is served at ${root}`);
  return JSON.parse(await readFile(path.resolve(siteDir, version.referenceDir, API_MODEL_FILE), 'utf8')) as ApiModel;
}

export async function symbolIndexStep(
  { siteConfig, siteDir }: LoadContext,
  { outDir, plugins }: Pick<Props, 'outDir' | 'plugins'>,
): Promise<void> {
  const { baseUrl } = siteConfig;
  for (const { root } of docsPagesByVersion(plugins)) {
    const index = symbolIndex(await modelOf(root, baseUrl, siteDir), {
      root,
      siteUrl: new URL(root, siteConfig.url).href,
    });
    await writeFile(path.join(outDir, root.slice(baseUrl.length), SYMBOL_INDEX_FILE), JSON.stringify(index));
  }
}
