// The built site the specs are served (build/, from `docusaurus build`): the file that answers a URL,
// and the chunks that hold a page's content or a feature's code, found from the build's records
// (tests/built-chunks.ts), with the URL pattern that matches each chunk's requests.
import fs from 'node:fs';
import path from 'node:path';
import { chunkFileNamed, contentChunkFile, lazyRoutesChunkFileOf, lazyRoutesChunkFiles } from '../../built-chunks';
import { builtFile } from '../../site-crawl';

// Tests run from the repository root, after `docusaurus build`.
const buildDir = path.resolve('build');
const chunkDir = path.join(buildDir, 'assets/js');

/** The file in build/ that a URL of the site is answered with. */
export function builtFileOf(url: string): string {
  const file = builtFile(buildDir, new URL(url).pathname);
  if (!file) throw new Error(`no built file answers ${url}`);
  return file;
}

/** The URL pattern of any of the built chunk `files`. */
const chunkUrlPattern = (files: string[]): RegExp =>
  new RegExp(`/assets/js/(${files.map((file) => file.replace(/\./g, '\\.')).join('|')})$`);

/** A built chunk file: its name, the URL pattern of its requests and its text. */
function chunk(name: string): { name: string; pattern: RegExp; text: string } {
  return { name, pattern: chunkUrlPattern([name]), text: fs.readFileSync(path.join(chunkDir, name), 'utf8') };
}

/** The built JavaScript chunk that holds the compiled content of one docs source file. */
export const contentChunkOf = (source: string) => chunk(contentChunkFile(source, buildDir));

/** The built main bundle, which every page loads. */
export const mainBundle = () => chunk(chunkFileNamed('main', buildDir));

/** The URL pattern of the search chunk (src/search/loadSearchClient.ts). */
export const searchChunkPattern = (): RegExp => chunkUrlPattern([chunkFileNamed('search', buildDir)]);

/** The URL pattern of the "Read offline" control's chunk (src/offline/ReadOffline.tsx). */
export const readOfflineChunkPattern = (): RegExp => chunkUrlPattern([chunkFileNamed('read-offline', buildDir)]);

/** The URL pattern of the live code editor's chunk (src/theme/LiveCodeBlock), in the build at `site`. */
export const liveCodeChunkPattern = (site = buildDir): RegExp =>
  chunkUrlPattern([chunkFileNamed('live-code', path.resolve(site))]);

/** The URL pattern of the chunk of the reference's routes that holds the Mutator page's, which load apart (src/routing/lazyRouteTable.ts). */
export const lazyRoutesChunkPattern = (): RegExp =>
  chunkUrlPattern([lazyRoutesChunkFileOf('/mutate/api/Mutator/classes/Mutator', buildDir)]);

/** The URL pattern of any chunk of the reference's routes. */
export const lazyRoutesChunksPattern = (): RegExp => chunkUrlPattern(lazyRoutesChunkFiles(buildDir));
