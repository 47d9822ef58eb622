// The docs' versions. The current one is docs/ with its declarations in library/, documenting the
// release named by package.json's version, served from the site's root. Each older one is a
// snapshot that `npm run docs:version` froze (src/versioning/cutVersion.ts): its pages in
// versioned_docs/version-<number>/, its declarations in versioned_library/version-<number>/, listed
// newest first in versions.json (Docusaurus's own file) and served under /<number>/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../shared/repositoryRoot';
import { REFERENCE_FOLDER } from '../shared/siteLayout.mjs';

export type DocsVersion = {
  /** Docusaurus's name of the version: `current` for docs/, else its number. */
  name: string;
  /** The library release it documents, such as `1.0.0`. */
  number: string;
  /** Its hand-written and generated pages. */
  docsDir: string;
  /** Its declarations: a tree laid out like library/ (index.ts, src/, README.md, PROVENANCE.md). */
  libraryRoot: string;
  /** Where TypeDoc writes its reference, inside `docsDir`. */
  referenceDir: string;
  /** Its pages' paths after the base path: '' for the current version, `/1.0.0` for an older one. */
  routePrefix: string;
};

export const CURRENT = 'current';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The folders of the version `number` in the site at `root`; `current` for docs/ and library/. */
function versionAt(root: string, name: string, number: string): DocsVersion {
  const docsDir = name === CURRENT ? path.join(root, 'docs') : path.join(root, 'versioned_docs', `version-${name}`);
  return {
    name,
    number,
    docsDir,
    libraryRoot:
      name === CURRENT ? path.join(root, 'library') : path.join(root, 'versioned_library', `version-${name}`),
    referenceDir: path.join(docsDir, REFERENCE_FOLDER),
    routePrefix: name === CURRENT ? '' : `/${name}`,
  };
}

/** The versions of the site at `root`, the current one first, then the older ones newest first. */
export function docsVersionsOf(root: string): DocsVersion[] {
  const { version } = readJson(path.join(root, 'package.json')) as { version: string };
  const listFile = path.join(root, 'versions.json');
  const older = existsSync(listFile) ? (readJson(listFile) as string[]) : [];
  return [versionAt(root, CURRENT, version), ...older.map((name) => versionAt(root, name, name))];
}

/** This site's versions. */
export const docsVersions: DocsVersion[] = docsVersionsOf(repositoryRoot);

export const currentVersion: DocsVersion = docsVersions[0];

/** The version a docs file belongs to: the one whose folder holds it, else the current one. */
export function versionOfFile(file: string | undefined, versions: DocsVersion[] = docsVersions): DocsVersion {
  const inside = (dir: string) => !!file && !path.relative(dir, file).startsWith('..');
  return versions.find((version) => version.name !== CURRENT && inside(version.docsDir)) ?? versions[0];
}

/** Whether `file` is a page of a version's generated reference. */
export const isReferencePage = (file: string | undefined): boolean =>
  !!file && /[\\/](docs|versioned_docs[\\/]version-[^\\/]+)[\\/]api[\\/]/.test(file);

/**
 * For the build's page transforms: `create`'s value for the version of each page (its
 * declarations, its reference), made once a version, when a page of it is first met.
 */
export function perVersion<T>(create: (version: DocsVersion) => T): (file: string | undefined) => T {
  const made = new Map<string, T>();
  return (file) => {
    const version = versionOfFile(file);
    if (!made.has(version.name)) made.set(version.name, create(version));
    return made.get(version.name)!;
  };
}
