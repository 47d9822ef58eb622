// Where a code block's types come from on the server, which renders every page's HTML: the JSON
// files that the build's remark plugin wrote, read from disk (the browser's side: typesSource.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockTypes } from './blockTypes';

// Set by the code-blocks plugin (src/codeBlocks/plugin.ts) for the server build.
declare const BLOCK_TYPES_DIR: string;

const read = new Map<string, BlockTypes | undefined>();

export function readBlockTypes(key: string): BlockTypes | undefined {
  if (!read.has(key)) {
    try {
      read.set(key, JSON.parse(readFileSync(path.join(BLOCK_TYPES_DIR, `${key}.json`), 'utf8')) as BlockTypes);
    } catch {
      read.set(key, undefined);
    }
  }
  return read.get(key);
}

export const loadBlockTypes = async (key: string, _folderUrl: string): Promise<BlockTypes | undefined> =>
  readBlockTypes(key);
