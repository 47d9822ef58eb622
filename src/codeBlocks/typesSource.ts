// Where a code block's types come from in the browser: its JSON file, fetched once. A block whose
// file cannot be fetched (offline, or an example the build did not check) shows without types.
// The server build reads the files from disk instead (typesSource.server.ts).
import type { BlockTypes } from './blockTypes';

const fetched = new Map<string, BlockTypes>();

/** The types of the block, if already fetched. */
export const readBlockTypes = (key: string): BlockTypes | undefined => fetched.get(key);

/** Fetches the block's types from `url`; undefined if they cannot be had. */
export async function loadBlockTypes(key: string, url: string): Promise<BlockTypes | undefined> {
  try {
    const response = await fetch(url);
    if (response.ok) fetched.set(key, (await response.json()) as BlockTypes);
  } catch {
    // Offline: the block stays without types.
  }
  return fetched.get(key);
}
