// `npm run docs:version -- <number>`: the library released <number>, so the docs of the release
// they describe now are frozen, pages and declarations together, and docs/ becomes <number>'s.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docsVersionsOf } from './docsVersions';

const NUMBER = /^(\d+)\.(\d+)\.(\d+)$/;

const numberParts = (number: string) => NUMBER.exec(number)!.slice(1).map(Number);

/** Whether release `a` comes after release `b`. */
function isLater(a: string, b: string): boolean {
  const [x, y] = [numberParts(a), numberParts(b)];
  const differing = x.findIndex((part, i) => part !== y[i]);
  return differing >= 0 && x[differing] > y[differing];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * In the site at `siteDir`: copies docs/ (less its generated reference) and library/ to the
 * current release's versioned folders, writes its sidebars (`sidebars`, the site's sidebars.ts)
 * as Docusaurus reads a version's, lists it first in versions.json, and makes `number` the
 * current release in package.json (and its lock file). Returns the frozen release's number.
 */
export function cutVersion(siteDir: string, number: string, sidebars: SidebarsConfig): string {
  if (!NUMBER.test(number)) throw new Error(`"${number}" is not a release number such as 1.1.0`);
  const [current, ...older] = docsVersionsOf(siteDir);
  const frozen = current.number;
  if (!isLater(number, frozen))
    throw new Error(`${number} does not come after the release the docs describe now, ${frozen}`);
  if (older.some((version) => version.number === frozen))
    throw new Error(`versions.json already lists ${frozen}: its docs were frozen before`);

  const { docsDir, libraryRoot, referenceDir } = current;
  const docsTarget = path.join(siteDir, 'versioned_docs', `version-${frozen}`);
  const libraryTarget = path.join(siteDir, 'versioned_library', `version-${frozen}`);
  for (const target of [docsTarget, libraryTarget])
    if (existsSync(target)) throw new Error(`${path.relative(siteDir, target)} exists already`);
  // The reference is generated from the declarations at each build, never kept.
  cpSync(docsDir, docsTarget, { recursive: true, filter: (source) => source !== referenceDir });
  cpSync(libraryRoot, libraryTarget, { recursive: true });
  writeJson(path.join(siteDir, 'versioned_sidebars', `version-${frozen}-sidebars.json`), sidebars);
  writeJson(path.join(siteDir, 'versions.json'), [frozen, ...older.map((version) => version.name)]);

  for (const file of ['package.json', 'package-lock.json']) {
    const manifest = path.join(siteDir, file);
    if (!existsSync(manifest)) continue;
    const data = readJson(manifest);
    data.version = number;
    if (data.packages?.['']) data.packages[''].version = number;
    writeJson(manifest, data);
  }
  return frozen;
}
