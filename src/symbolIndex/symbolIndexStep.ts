// Writes each docs version's symbol index (format.ts) at its root after the build, from the API
// model TypeDoc wrote into its reference's folder (apiModel.ts) and the first examples of the
// version's hand-written pages, read from their sources (pageExample.ts): a step of src/postBuild/.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Props } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { firstPageExample, type MagicComment } from '../codeBlocks/pageExample';
import { docsPagesByVersion, type DocsPages } from '../routing/docsPages';
import { docsVersions, isReferencePage } from '../versioning/docsVersions';
import { API_MODEL_FILE, type ApiModel } from './apiModel';
import { SYMBOL_INDEX_FILE } from './format';
import { symbolIndex, type PageExample } from './symbolIndex';

/** The API model of the docs version served at `root` (`/mutate/`, `/mutate/1.0.0/`). */
async function modelOf(root: string, baseUrl: string, siteDir: string): Promise<ApiModel> {
  const version = docsVersions.find(
    ({ routePrefix }) => root === `${baseUrl}${routePrefix.slice(1)}${routePrefix && '/'}`,
  );
  if (!version) throw new Error(`symbol index: no docs version is served at ${root}`);
  return JSON.parse(await readFile(path.resolve(siteDir, version.referenceDir, API_MODEL_FILE), 'utf8')) as ApiModel;
}

/** The first example of each hand-written page of a version that has one. */
async function pageExamplesOf(
  docs: DocsPages['docs'],
  siteDir: string,
  magicComments: MagicComment[],
): Promise<PageExample[]> {
  const pages = await Promise.all(
    docs.map(async ({ permalink, title, source }) => {
      const filePath = path.join(siteDir, source.replace(/^@site\//, ''));
      if (isReferencePage(filePath)) return [];
      const { content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: await readFile(filePath, 'utf8') });
      const code = firstPageExample(content, magicComments);
      return code === undefined ? [] : [{ url: permalink, title, code }];
    }),
  );
  return pages.flat();
}

export async function symbolIndexStep(
  { siteConfig, siteDir }: LoadContext,
  { outDir, plugins }: Pick<Props, 'outDir' | 'plugins'>,
): Promise<void> {
  const { baseUrl } = siteConfig;
  const { magicComments = [] } = (siteConfig.themeConfig.prism ?? {}) as { magicComments?: MagicComment[] };
  for (const { root, docs } of docsPagesByVersion(plugins)) {
    const index = symbolIndex(await modelOf(root, baseUrl, siteDir), {
      root,
      siteUrl: new URL(root, siteConfig.url).href,
      pageExamples: await pageExamplesOf(docs, siteDir, magicComments),
    });
    await writeFile(path.join(outDir, root.slice(baseUrl.length), SYMBOL_INDEX_FILE), JSON.stringify(index));
  }
}
