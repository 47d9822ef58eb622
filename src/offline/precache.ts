// What "Read offline" saves in the reader's browser: every file of the built site a page, its
// assets, search or a reader's assistant may ask for, as Workbox lists them (getManifest: its glob
// patterns, content revisions and sizes). To precache more or less, change PRECACHED_EXTENSIONS or
// LEFT_OUT; the build writes the total to PRECACHE_SUMMARY_FILE, which the control states before
// the reader confirms.
import { getManifest, type ManifestEntry } from 'workbox-build';
import { CARDS_FOLDER, PRECACHE_SUMMARY_FILE, SITE_CARD, SYMBOL_INDEX_FILE } from '../shared/siteLayout.mjs';
import type { PrecacheSummary } from './precacheSummary';

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

/** Built files left out though of a precached kind, as glob patterns from the build folder: the worker and its chunks (`914.sw.js`), which the browser keeps itself, the summary, the link-preview cards, which no page shows, and each version's symbol index, which only the assistants' server reads. */
export const LEFT_OUT = [
  'sw.js',
  '*.sw.js',
  PRECACHE_SUMMARY_FILE,
  SITE_CARD,
  `${CARDS_FOLDER}/**`,
  `**/${SYMBOL_INDEX_FILE}`,
];

/** The precache of the build in `outDir`: Workbox's manifest (URLs relative to the base URL, each with its content's MD5 as revision), in path order, and its number of files and bytes. */
export async function precacheManifest(
  outDir: string,
): Promise<{ entries: ManifestEntry[]; summary: PrecacheSummary }> {
  const { manifestEntries, count, size } = await getManifest({
    globDirectory: outDir,
    globPatterns: [`**/*.{${PRECACHED_EXTENSIONS.join(',')}}`],
    globIgnores: LEFT_OUT,
    // Every file, whatever its size (Workbox leaves out those over 2 MB unless told).
    maximumFileSizeToCacheInBytes: Number.MAX_SAFE_INTEGER,
    // Workbox lists files in the order the file system gives them: sorted, the same files give the same worker.
    manifestTransforms: [(manifest) => ({ manifest: manifest.sort((a, b) => (a.url < b.url ? -1 : 1)) })],
  });
  return { entries: manifestEntries ?? [], summary: { files: count, bytes: size } };
}
