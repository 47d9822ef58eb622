// What the steps after a build know of one docs version's API: its model, which TypeDoc wrote from
// its reflections (apiModel.ts), each page's title, and its hand-written pages with the first
// paragraph and the first compiled example of each, read from their MDX sources with the mdast
// parser (pageExample.ts). The symbol index and the search's name records are made from it; nothing
// is read back from a built page. A build computes each version's facts once, for every step that
// asks (the symbol index, the search's name records).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Link } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { firstPageExample, mdxTree, type MagicComment } from '../codeBlocks/pageExample';
import type { DocsPages } from '../shared/builtSite';
import { oneLine } from '../shared/text.mjs';
import { docsVersions, isReferencePage } from '../versioning/docsVersions';
import { API_MODEL_FILE, type ApiModel, type CommentPart } from './apiModel';

/** A hand-written page of the docs: its URL, title, first paragraph and first compiled example. */
export interface HandWrittenPage {
  url: string;
  title: string;
  summary: string;
  example?: string;
}

export interface VersionFacts {
  /** The version's root path: `/mutate/`, `/mutate/1.0.0/`. */
  root: string;
  model: ApiModel;
  /** Each page's title by its URL. */
  titles: Map<string, string>;
  pages: HandWrittenPage[];
}

/** The API model of the docs version served at `root`. */
async function modelOf(root: string, { siteConfig, siteDir }: LoadContext): Promise<ApiModel> {
  const version = docsVersions.find(
    ({ routePrefix }) => root === `${siteConfig.baseUrl}${routePrefix.slice(1)}${routePrefix && '/'}`,
  );
  if (!version) throw new Error(`API model: no docs version is served at ${root}`);
  return JSON.parse(await readFile(path.resolve(siteDir, version.referenceDir, API_MODEL_FILE), 'utf8')) as ApiModel;
}

const factsOfVersion = new WeakMap<DocsPages, Promise<VersionFacts>>();

/** The facts of the docs version whose pages are `docsPages`, computed once for that value. */
export function versionFacts(context: LoadContext, docsPages: DocsPages): Promise<VersionFacts> {
  if (!factsOfVersion.has(docsPages)) factsOfVersion.set(docsPages, readVersionFacts(context, docsPages));
  return factsOfVersion.get(docsPages)!;
}

async function readVersionFacts(context: LoadContext, { root, docs }: DocsPages): Promise<VersionFacts> {
  const { magicComments = [] } = (context.siteConfig.themeConfig.prism ?? {}) as { magicComments?: MagicComment[] };
  const pages = await Promise.all(
    docs.map(async ({ permalink, title, source }): Promise<HandWrittenPage[]> => {
      const filePath = path.join(context.siteDir, source.replace(/^@site\//, ''));
      if (isReferencePage(filePath)) return [];
      const { content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: await readFile(filePath, 'utf8') });
      const tree = mdxTree(content);
      const paragraph = tree.children.find((node) => node.type === 'paragraph');
      const example = firstPageExample(tree, magicComments);
      return [
        {
          url: permalink,
          title,
          summary: paragraph ? oneLine(toString(paragraph)) : '',
          ...(example !== undefined && { example }),
        },
      ];
    }),
  );
  return {
    root,
    model: await modelOf(root, context),
    titles: new Map(docs.map(({ permalink, title }) => [permalink, title])),
    pages: pages.flat(),
  };
}

/** The paths (`/api-custom/collect/collect-get`) that `@see` tags link to, from their Markdown. */
function seePaths(see: CommentPart[][]): string[] {
  const paths: string[] = [];
  for (const parts of see)
    for (const part of parts) {
      if (part.kind === 'link') paths.push(part.url);
      else visit(fromMarkdown(part.text), 'link', ({ url }: Link) => void paths.push(url));
    }
  return paths;
}

// A path without its trailing slash, for comparing a link with a page's URL.
const bare = (url: string) => url.replace(/\/$/, '');

/**
 * The hand-written page about an API, if it has one: the page its `@see` tags link to whose title
 * is its name (`collect.get`).
 */
export function handWrittenPageOf(
  { name, see }: { name: string; see: CommentPart[][] },
  { root, pages }: Pick<VersionFacts, 'root' | 'pages'>,
): HandWrittenPage | undefined {
  const urls = new Set(seePaths(see).map((link) => bare(`${root}${link.replace(/^\//, '')}`)));
  return pages.find((page) => page.title === name && urls.has(bare(page.url)));
}
