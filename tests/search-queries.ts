// The query set of search, derived from the built site: every symbol of the reference (its page) and
// every member (its heading or table row), each with the queries a reader types for it, and the
// task queries of search-task-queries.json. Read by tests/unit/search-queries.test.ts, which runs
// them through the built index with the site's own ranking; the built index's records, for other tests.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { nameOf, wordsOf } from '../src/search/ranking';
import { SYMBOL_KINDS } from '../src/search/pageKind';
import { builtFile, sitemapPaths } from './site-crawl';
import { PAGEFIND_OPTIONS, type Pagefind } from '../src/search/searchSite';

export interface Target {
  /** The symbol's name, or a member's qualified name (`Mutator.revert`). */
  name: string;
  /** The place's URL path (`/mutate/api/Mutator/classes/Mutator#revert`). */
  url: string;
}

// A class's or interface's sections whose headings are its members.
const MEMBER_SECTIONS = new Set(['Constructors', 'Properties', 'Accessors', 'Methods']);

const textOf = (html: string) =>
  html
    .replace(/<a [^>]*class=hash-link[^>]*>.*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();

/** Every symbol's page and every member's place in the built site in `buildDir`. */
export function referenceTargets(buildDir: string): { symbols: Target[]; members: Target[] } {
  const symbols: Target[] = [];
  const members: Target[] = [];
  for (const url of sitemapPaths(buildDir)) {
    const html = readFileSync(builtFile(buildDir, url)!, 'utf8');
    const meta = /data-pagefind-meta=(?:"kind:([^"]+)"|kind:([^\s>]+))/.exec(html);
    const kind = meta?.[1] ?? meta?.[2];
    if (!kind || !SYMBOL_KINDS.includes(kind)) continue;
    const name = nameOf(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]));
    symbols.push({ name, url });
    let section = '';
    for (const [, level, id, heading] of html.matchAll(/<h([23])[^>]*? id="?([^" >]+)"?[^>]*>(.*?)<\/h\1>/gs)) {
      if (level === '2') section = textOf(heading);
      else if (MEMBER_SECTIONS.has(section))
        members.push({ name: `${name}.${nameOf(textOf(heading))}`, url: `${url}#${id}` });
    }
    for (const [, id, cell] of html.matchAll(
      /<a id="?((?:property|enumeration-member)-[^" >]+)"?[^>]*><\/a>(.*?)(?=<\/?td|<\/?tr|<\/tbody)/gs,
    )) {
      members.push({ name: `${name}.${textOf(cell)}`, url: `${url}#${id}` });
    }
  }
  return { symbols, members };
}

export interface Query {
  query: string;
  /** The places that answer it. */
  urls: string[];
  kind: 'exact name' | 'words in order' | 'words reversed' | 'typed partway' | 'task';
}

/** The queries of a name: exact (in the given case), its words in order and reversed, and typed partway. */
export function nameQueries(targets: Target[]): Query[] {
  // Places of one name (a symbol documented twice, by the guides and the reference) answer each other's queries.
  const urlsOf = (name: string) => targets.filter((target) => target.name === name).map(({ url }) => url);
  return targets.flatMap(({ name }) => {
    const urls = urlsOf(name);
    const words = wordsOf(name);
    const queries: Query[] = [{ query: name, urls, kind: 'exact name' }];
    if (words.length >= 2) {
      queries.push({ query: words.join(' '), urls, kind: 'words in order' });
      queries.push({ query: [...words].reverse().join(' '), urls, kind: 'words reversed' });
    }
    return queries;
  });
}

/**
 * Queries of names in other letter cases, all lower case and all upper case; names that differ only
 * in case (`SCOPE` and `Scope`) answer each other's.
 */
export function letterCaseQueries(targets: Target[]): Query[] {
  const urlsOf = (name: string) =>
    targets.filter((target) => target.name.toLowerCase() === name.toLowerCase()).map(({ url }) => url);
  return [...new Set(targets.map(({ name }) => name))].flatMap((name) => [
    { query: name.toLowerCase(), urls: urlsOf(name), kind: 'exact name' as const },
    { query: name.toUpperCase(), urls: urlsOf(name), kind: 'exact name' as const },
  ]);
}

/** A symbol's name of two words or more typed partway, into its last word (`CollectorNotFoundEr`). */
export function partwayQueries(symbols: Target[]): Query[] {
  return symbols
    .filter(({ name }) => /^[\w$]+$/.test(name) && wordsOf(name).length >= 2)
    .map(({ name }) => {
      const last = wordsOf(name).pop()!;
      return {
        query: name.slice(0, name.length - Math.floor(last.length / 2)),
        urls: symbols.filter((target) => target.name === name).map(({ url }) => url),
        kind: 'typed partway' as const,
      };
    });
}

export function taskQueries(): Query[] {
  const tasks = JSON.parse(readFileSync(path.join(__dirname, 'search-task-queries.json'), 'utf8')) as {
    query: string;
    pages: string[];
  }[];
  return tasks.map(({ query, pages }) => ({ query, urls: pages, kind: 'task' }));
}

/**
 * Whether a search entry at `url` answers `query`: a name's query wants its place (its page, or its
 * member's heading or row), a task's query one of the pages that cover it, anywhere on them.
 */
export function answers(url: string, { urls, kind }: Query): boolean {
  const { pathname, hash } = new URL(url, 'http://site');
  const pageOf = (target: string) => target.replace(/#.*/, '');
  return urls.some((target) => (kind === 'task' ? pageOf(target) === pathname : target === pathname + hash));
}

/** Pagefind's script from the built site, reading its files from disk (no server). */
export async function builtPagefind(buildDir: string, baseUrl: string): Promise<Pagefind> {
  globalThis.fetch = (async (url: string) => {
    const { pathname } = new URL(url, 'http://site');
    try {
      return new Response(readFileSync(path.join(buildDir, decodeURIComponent(pathname.slice(baseUrl.length)))));
    } catch {
      return new Response('', { status: 404 });
    }
  }) as typeof fetch;
  const pagefind = (await import(path.join(buildDir, 'pagefind/pagefind.js'))) as Pagefind;
  await pagefind.options({ ...PAGEFIND_OPTIONS, basePath: `${baseUrl}pagefind/` });
  await pagefind.init();
  return pagefind;
}

export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** Every record of the built search index: Pagefind's fragment files, each gzip of a signature and JSON. */
export function builtSearchFragments(buildDir: string): Fragment[] {
  const folder = path.join(buildDir, 'pagefind/fragment');
  return readdirSync(folder).map((file) => {
    const text = gunzipSync(readFileSync(path.join(folder, file))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  });
}
