// What "Read offline" saves in the reader's browser: every file of the built site a page, its
// assets, search or a reader's assistant may ask for. To precache more or less, change
// PRECACHED_EXTENSIONS or isLeftOut; the build writes the total to PRECACHE_SUMMARY_FILE, which
// the control states before the reader confirms.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PRECACHE_SUMMARY_FILE, type PrecacheSummary } from './precacheSummary';
import { isCardFile } from '../socialCards/cardFiles';
import { SYMBOL_INDEX_FILE } from '../symbolIndex/format';

/** Files of these kinds are precached: pages, scripts, styles, data, images, fonts, Markdown twins and llms files, Pagefind's index, scripts and WebAssembly. */
export const PRECACHED_EXTENSIONS = [
  'html',
  'js',
  'css',
  'json',
  'md',
  'txt',
  'svg',
  'png',
  'jpg',
  'ico',
  'woff2',
  'pagefind',
  'pf_meta',
  'pf_index',
  'pf_fragment',
  'pf_filter',
];

/** Built files left out though of a precached kind, as paths from the build folder: the worker and its chunks (`914.sw.js`), which the browser keeps itself, the summary, the link-preview cards, which no page shows, and the symbol index, which only the assistants' server reads. */
export const isLeftOut = (relativePath: string): boolean =>
  /^([^/]+\.)?sw\.js$/.test(relativePath) ||
  relativePath === PRECACHE_SUMMARY_FILE ||
  isCardFile(relativePath) ||
  path.posix.basename(relativePath) === SYMBOL_INDEX_FILE;

/** A precache entry as Workbox's manifest transforms take it: URL relative to the base URL, revision and size in bytes. */
export type PrecacheEntry = { url: string; revision: string; size: number };

/** Whether the built file at `relativePath` (with `/`) is precached. */
export function isPrecached(relativePath: string): boolean {
  const extension = path.posix.extname(relativePath).slice(1);
  return PRECACHED_EXTENSIONS.includes(extension) && !isLeftOut(relativePath);
}

/** The precache entries of the build in `outDir`, in path order; each file's revision is its content's MD5, as Workbox's own. */
export function precacheEntries(outDir: string): PrecacheEntry[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isPrecached)
    .sort()
    .map((url) => {
      const content = readFileSync(path.join(outDir, url));
      return { url, revision: createHash('md5').update(content).digest('hex'), size: content.length };
    });
}

/** The number of files and bytes of `entries`. */
export function precacheSummary(entries: PrecacheEntry[]): PrecacheSummary {
  return { files: entries.length, bytes: entries.reduce((total, { size }) => total + size, 0) };
}
