// Where a code block's types come from in the browser: its JSON file, fetched once, if the build's
// list of checked blocks (its index, fetched once) names it. A block the build did not check (a
// generated page's signature, an example flagged `unchecked`) has no file, and the list saves the
// request that would fail; a block whose file cannot be fetched (offline) shows without types.
// The server build reads the files from disk instead (typesSource.server.ts).
import { BLOCK_TYPES_INDEX, type BlockTypes } from './blockTypes';

const fetched = new Map<string, BlockTypes>();
let checkedBlocks: Promise<Set<string>> | undefined;

async function fetchJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The types of the block, if already fetched. */
export const readBlockTypes = (key: string): BlockTypes | undefined => fetched.get(key);

/** Fetches the block's types from `folderUrl` (the site's typed-examples/); undefined if it has none. */
export async function loadBlockTypes(key: string, folderUrl: string): Promise<BlockTypes | undefined> {
  checkedBlocks ??= fetchJson<string[]>(`${folderUrl}${BLOCK_TYPES_INDEX}`).then((keys) => {
    // Offline: ask again next time.
    if (!keys) checkedBlocks = undefined;
    return new Set(keys);
  });
  if (!fetched.has(key) && (await checkedBlocks).has(key)) {
    const types = await fetchJson<BlockTypes>(`${folderUrl}${key}.json`);
    if (types) fetched.set(key, types);
  }
  return fetched.get(key);
}
