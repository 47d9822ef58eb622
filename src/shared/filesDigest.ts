import type { Hash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files of `root`: itself if a file, else every file under it, in a fixed order. */
export const filesOf = (root: string): string[] =>
  statSync(root).isDirectory()
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
    : [root];

/**
 * Adds to `hash` every file of `roots` (files, or folders read recursively), in a fixed order, each
 * by its path relative to `relativeTo` and its bytes: the same files give the same digest on any
 * machine, and a renamed, added or removed file changes it.
 */
export function hashFiles(hash: Hash, roots: string[], relativeTo: string): Hash {
  for (const file of roots.flatMap(filesOf)) hash.update(path.relative(relativeTo, file)).update(readFileSync(file));
  return hash;
}
