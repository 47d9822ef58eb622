// Where a code block's types come from. A page that shows checked examples registers their types
// when its module loads (remarkTypedExamples.ts adds the call): on the server, the types themselves;
// in the browser, the URL of the JSON file the bundler emitted for them, fetched once when the block
// renders. A block the build did not check (a generated page's signature, an example flagged
// `unchecked`) has nothing registered; one whose file cannot be fetched (offline) shows without types.
import type { BlockTypes } from './blockTypes';

/** Each block's types, or the URL of their file until fetched, by the block's key (blockKey). */
const registered = new Map<string, BlockTypes | string>();

/** Called by a page's module with its blocks' types (server) or their files' URLs (browser). */
export function registerBlockTypes(blocks: Record<string, BlockTypes | string>): void {
  for (const [key, types] of Object.entries(blocks)) if (!registered.has(key)) registered.set(key, types);
}

/** The block's types, if registered as such (server) or already fetched (browser). */
export function readBlockTypes(key: string): BlockTypes | undefined {
  const types = registered.get(key);
  return typeof types === 'object' ? types : undefined;
}

/** The block's types, fetched from its file if need be; undefined if it has none or the fetch fails. */
export async function loadBlockTypes(key: string): Promise<BlockTypes | undefined> {
  const url = registered.get(key);
  if (typeof url !== 'string') return url;
  try {
    const response = await fetch(url);
    if (!response.ok) return undefined;
    const types = (await response.json()) as BlockTypes;
    registered.set(key, types);
    return types;
  } catch {
    return undefined;
  }
}
