import escapeStringRegexp from 'escape-string-regexp';
import type { Chunk } from 'webpack';
import { minifiedScriptEdits } from './minifiedScriptEdits';

// The webpack runtime, which every page loads, has a table of every async chunk's file hash, by
// chunk id, to name the file to load: an entry for each reference page's chunk. The chunks that
// only one chunk of the reference's routes loads (src/routing/lazyRouteTable.ts) are loaded after those
// routes, so their files can come with them: after minification, and before the file hashes are
// made final from the files' contents (webpack's realContentHash, which also updates the hashes
// written here), this moves their entries out of the runtime's table and writes their files into
// that routes chunk, in place of the placeholder its module exports as `chunkFiles`
// (src/routing/routesLoader.cjs). No bundler option or hook does this: Rspack's runtimeModule hook
// sees the runtime's chunk-file module before the chunks' hashes exist (it has no table yet), and
// `output.chunkFilename` as a function still names every chunk in the runtime. So the edit checks the
// table's shape first (hashTableOf), and fails the build with a plain message if it has changed.

/** What the routes chunk's module exports as `chunkFiles` until the build writes in the files. */
export const CHUNK_FILES_PLACEHOLDER = '__LAZY_ROUTES_CHUNK_FILES__';

/** A chunk's id and the file that holds its code. */
type ChunkFile = { id: string; file: string };
type Asset = { file: string; source: string };

/**
 * The runtime's table of file hashes by chunk id, which its `u` indexes with the chunk's id
 * (`({48:"2ebb8012",…})[e]` once minified; keys in quotes, one a line, if not): where it starts and
 * its text. Fails the build, saying so, unless the runtime has exactly one such table, the shape
 * webpack and Rspack give it: with another (a bundler or minifier update), the entries to move
 * cannot be told apart, and this file must follow the new shape.
 */
function hashTableOf(runtime: Asset): { start: number; text: string } {
  const key = String.raw`(?:"\d+"|\d+(?:e\d+)?)`;
  const table = new RegExp(String.raw`\(\{(?:\s*${key}\s*:\s*"[^"]*"\s*,?)*\s*\}\)\[`, 'g');
  const tables = [...runtime.source.matchAll(table)];
  if (tables.length !== 1)
    throw new Error(
      `${runtime.file}: expected the webpack runtime to name chunk files from one table of file hashes by chunk id, ({48:"2ebb8012",…})[chunkId], found ${tables.length}: the runtime has changed shape; update src/routing/lazyChunkFiles.ts`,
    );
  const [{ index, 0: text }] = tables;
  return { start: index, text };
}

/** `table` without the entry of `chunk`'s file hash; fails, naming both, unless there is exactly one. */
function withoutHashEntry(runtimeFile: string, table: string, { id, file }: ChunkFile): string {
  // `{…,48:"2ebb8012",…}` once minified, `"48": "2ebb8012"` if not; a minifier writes a number key
  // in its shortest form (56000 as 56e3). The hash is part of the file name.
  const keys = [
    `"${escapeStringRegexp(id)}"`,
    escapeStringRegexp(id),
    ...(/^\d*[1-9]0+$/.test(id) ? [id.replace(/0+$/, (zeros) => `e${zeros.length}`)] : []),
  ];
  const entry = new RegExp(`([{,])\\s*(?:${keys.join('|')})\\s*:\\s*"([^"]*)"\\s*([,}])`, 'g');
  const entries = [...table.matchAll(entry)].filter(([, , hash]) => file.includes(`.${hash}.`));
  if (entries.length !== 1) {
    throw new Error(
      `${runtimeFile}: expected one entry for chunk ${id} (${file}) in the webpack runtime's table of file hashes, found ${entries.length} (src/routing/lazyChunkFiles.ts)`,
    );
  }
  const [{ index, 0: text, 1: before, 3: after }] = entries;
  // What is left between the entry's neighbours: the object's braces, or one comma.
  const between = before === '{' ? (after === '}' ? '{}' : '{') : after;
  return table.slice(0, index) + between + table.slice(index + text.length);
}

/** The runtime and routes chunk's texts with `chunks`' files moved from the first into the second. */
export function moveChunkFiles(
  runtime: Asset,
  routesChunk: Asset,
  chunks: ChunkFile[],
): { runtime: string; routesChunk: string } {
  const placeholder = new RegExp(`(["'])${CHUNK_FILES_PLACEHOLDER}\\1`, 'g');
  const found = routesChunk.source.match(placeholder)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `${routesChunk.file}: expected one ${CHUNK_FILES_PLACEHOLDER} in the routes chunk, found ${found} (src/routing/lazyChunkFiles.ts)`,
    );
  const files = JSON.stringify(Object.fromEntries(chunks.map(({ id, file }) => [id, file])));
  const { start, text } = hashTableOf(runtime);
  const table = chunks.reduce((edited, chunk) => withoutHashEntry(runtime.file, edited, chunk), text);
  return {
    runtime: runtime.source.slice(0, start) + table + runtime.source.slice(start + text.length),
    routesChunk: routesChunk.source.replace(placeholder, () => files),
  };
}

/**
 * Applies moveChunkFiles, once minified, to each routes chunk, those named `chunkNamePrefix` and
 * their index, and the chunks that only it loads (those of the registry entries that come with its
 * routes). Only for builds whose chunk file names carry a hash: without one (`docusaurus start`),
 * the runtime has no table.
 */
export function lazyChunkFilesPlugin(chunkNamePrefix: string) {
  return minifiedScriptEdits('lazy-chunk-files', (compilation): Record<string, (source: string) => string> => {
    const scriptOf = (chunk: { files: Iterable<string> }) => [...chunk.files].find((file) => file.endsWith('.js'));
    const text = (file: string) => ({ file, source: compilation.getAsset(file)!.source.source().toString() });
    const isRoutesChunk = new RegExp(`^${escapeStringRegexp(chunkNamePrefix)}\\d+$`);
    const edited: Record<string, string> = {};
    for (const [name, routesChunk] of compilation.namedChunks) {
      if (!isRoutesChunk.test(name)) continue;
      // The chunk of the runtime that loads the routes chunk, which is named after it (a web worker
      // has a runtime of its own).
      const runtimeChunk = [...(routesChunk.runtime ?? [])].map((runtime) => compilation.namedChunks.get(runtime))[0];
      const [routesFile, runtimeFile] = [routesChunk, runtimeChunk].map((chunk) => chunk && scriptOf(chunk));
      if (!routesFile || !runtimeFile) continue;
      const onlyLoadedByRoutesChunk = (chunk: Chunk) =>
        chunk.id !== routesChunk.id &&
        [...chunk.groupsIterable].every(
          (group) => group.getParents().length > 0 && group.getParents().every((parent) => parent.name === name),
        );
      const moved = [...compilation.chunks].filter(onlyLoadedByRoutesChunk).flatMap((chunk) => {
        const file = scriptOf(chunk);
        return file && chunk.id !== null ? [{ id: String(chunk.id), file }] : [];
      });
      const runtime = edited[runtimeFile] ?? text(runtimeFile).source;
      const result = moveChunkFiles({ file: runtimeFile, source: runtime }, text(routesFile), moved);
      edited[runtimeFile] = result.runtime;
      edited[routesFile] = result.routesChunk;
    }
    return Object.fromEntries(Object.entries(edited).map(([file, source]) => [file, () => source]));
  });
}
