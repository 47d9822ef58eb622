// A build skips TypeDoc when the reference it would write is already in its folder: the same
// declarations, options and generator as the last run that wrote it (its key), and the folder's
// files unchanged since (their digest). Both are recorded in node_modules/.cache/api-reference/,
// which `npm run clear` empties with the bundler's cache. Anything else runs TypeDoc, so the
// folder never holds a reference that its inputs would not give.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashFiles } from '../shared/filesDigest';
import { referenceGeneratorFiles } from './referenceInputs';

const CACHE_FOLDER = 'node_modules/.cache/api-reference';

interface ReferenceRecord {
  /** The digest of what the reference was generated from. */
  inputs: string;
  /** The digest of the files it wrote. */
  output: string;
}

export interface ReferenceCache {
  /** Whether the folder holds what TypeDoc would write from the current inputs. */
  upToDate(): boolean;
  /** Records the folder as TypeDoc has just written it. */
  record(): void;
}

/** Options as text, functions by their source (JSON would drop them). */
const optionsText = (options: unknown) =>
  JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? value.toString() : value));

const digestOf = (roots: string[], siteDir: string) => hashFiles(createHash('sha256'), roots, siteDir).digest('hex');

/**
 * The cache of the reference `id` of the site at `siteDir`, generated from the declarations at
 * `libraryRoot` with TypeDoc `options` into `outDir`.
 */
export function referenceCache(
  siteDir: string,
  id: string,
  { libraryRoot, options, outDir }: { libraryRoot: string; options: unknown; outDir: string },
): ReferenceCache {
  const recordFile = path.join(siteDir, CACHE_FOLDER, `${id}.json`);
  const inputs = createHash('sha256')
    .update(digestOf([libraryRoot, ...referenceGeneratorFiles(siteDir)], siteDir))
    .update(optionsText(options))
    .digest('hex');
  const output = () => digestOf([outDir], siteDir);
  return {
    upToDate() {
      if (!existsSync(recordFile) || !existsSync(outDir)) return false;
      const recorded = JSON.parse(readFileSync(recordFile, 'utf8')) as ReferenceRecord;
      return recorded.inputs === inputs && recorded.output === output();
    },
    record() {
      mkdirSync(path.dirname(recordFile), { recursive: true });
      writeFileSync(recordFile, JSON.stringify({ inputs, output: output() } satisfies ReferenceRecord));
    },
  };
}
