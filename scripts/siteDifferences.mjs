// The files that differ between two builds of the site, for the checks that builds are the same
// (scripts/same-site.mjs, the bench's repeat build).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as paths from it, sorted. */
export const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** The files that differ between two builds: missing from one, or with other bytes. */
export function differences(expectedDir, actualDir) {
  const expected = new Set(filesOf(expectedDir));
  const actual = new Set(filesOf(actualDir));
  return [
    ...[...expected].filter((file) => !actual.has(file)).map((file) => `missing: ${file}`),
    ...[...actual].filter((file) => !expected.has(file)).map((file) => `extra: ${file}`),
    ...[...expected]
      .filter(
        (file) =>
          actual.has(file) &&
          !readFileSync(path.join(expectedDir, file)).equals(readFileSync(path.join(actualDir, file))),
      )
      .map((file) => `differs: ${file}`),
  ];
}
