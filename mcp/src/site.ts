// Where the server reads a built site from: a folder (build/ by default), or the published site by
// its URL, fetched over HTTPS once and kept in a cache folder. Paths are relative to the site's root
// (`llms.txt`, `api/Mutator/classes/Mutator.md`); one that would leave the site names no file.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SiteFiles {
  /** Where the files come from, as the user named it. */
  origin: string;
  /** The file at `relative` (`api/Mutator/classes/Mutator.md`), or undefined if there is none. */
  read(relative: string): Promise<Buffer | undefined>;
  /**
   * Reads `relative` anew from a published site: when it changed (the site was built again), the
   * cache is emptied first, so that no file of the older build is served with the newer.
   */
  revalidate(relative: string): Promise<void>;
}

/** The file `relative` names under `root`, or undefined for a path that leaves it. */
export function fileUnder(root: string, relative: string): string | undefined {
  const file = path.resolve(root, relative);
  return file.startsWith(path.resolve(root) + path.sep) ? file : undefined;
}

/** The file's bytes; undefined only when there is no such file (any other error is thrown). */
const readIfThere = (file: string) =>
  readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
    throw error;
  });

/** A built site in a folder (`build/`). */
export function folderSite(folder: string): SiteFiles {
  const root = path.resolve(folder);
  return {
    origin: root,
    read: async (relative) => {
      const file = fileUnder(root, relative);
      return file === undefined ? undefined : readIfThere(file);
    },
    revalidate: async () => {},
  };
}

/** The cache folder of a published site: under XDG_CACHE_HOME, or ~/.cache. */
export function cacheFolderOf(siteUrl: URL): string {
  const base = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  const key = createHash('sha256').update(siteUrl.href).digest('hex').slice(0, 16);
  return path.join(base, 'mutate-docs-mcp', `${siteUrl.hostname}-${key}`);
}

/** The published site whose root is `siteUrl` (ending in `/`), each file fetched once into the cache. */
export function publishedSite(siteUrl: URL, cacheFolder = cacheFolderOf(siteUrl)): SiteFiles {
  const download = async (relative: string) => {
    const url = new URL(relative, siteUrl);
    if (!url.href.startsWith(siteUrl.href)) return undefined;
    const response = await fetch(url);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const keep = async (file: string, bytes: Buffer) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  };
  const fetched = async (relative: string) => {
    const file = fileUnder(cacheFolder, relative);
    if (file === undefined) return undefined;
    const cached = await readIfThere(file);
    if (cached) return cached;
    const bytes = await download(relative);
    if (bytes !== undefined) await keep(file, bytes);
    return bytes;
  };
  return {
    origin: siteUrl.href,
    read: fetched,
    revalidate: async (relative) => {
      const file = fileUnder(cacheFolder, relative);
      const bytes = file && (await download(relative));
      if (!file || !bytes) return;
      if (!(await readIfThere(file))?.equals(bytes)) await rm(cacheFolder, { recursive: true, force: true });
      await keep(file, bytes);
    },
  };
}
