// The built site's JavaScript chunks, found from the bundler's own record of the build, which
// Docusaurus writes beside build/ in the site's .docusaurus/: client-manifest.json, each chunk's group
// by chunk name (its sibling chunk ids, then its own) and each chunk id's files. (`npm start` rewrites
// .docusaurus/registry.js in its own form, but leaves this file.) Shared by the unit and end-to-end tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleHash } from '@docusaurus/utils';

type ClientManifest = {
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[] }>;
};

/** The generated files of the build in `buildDir`: the .docusaurus/ of the site it was built from. */
const generatedDirOf = (buildDir: string) => path.join(path.dirname(buildDir), '.docusaurus');

const manifestOf = (buildDir: string): ClientManifest =>
  JSON.parse(readFileSync(path.join(generatedDirOf(buildDir), 'client-manifest.json'), 'utf8')) as ClientManifest;

/** The names of the chunks of the build in `buildDir`. */
const chunkNames = (buildDir: string): string[] => Object.keys(manifestOf(buildDir).origins);

/** The file in assets/js of the chunk named `name` ('main', 'search', a registry entry's name…). */
export function chunkFileNamed(name: string, buildDir = path.resolve('build')): string {
  const { origins, assets } = manifestOf(buildDir);
  const ownId = origins[name]?.at(-1);
  const [script, ...others] = (ownId === undefined ? [] : (assets[ownId]?.js ?? [])).map(({ file }) => file);
  if (script === undefined || others.length > 0)
    throw new Error(`expected one script of the chunk named ${name} in the client manifest, found ${script ?? 'none'}`);
  return path.posix.basename(script);
}

/**
 * The file in assets/js of the chunk that holds the compiled content of a docs source file
 * ('@site/docs/…'). A production build names a module's chunk `simpleHash(path, 8)` (Docusaurus's
 * genChunkName, with the hash it exports); a change of that rule fails here, naming the chunk.
 */
export const contentChunkFile = (source: string, buildDir = path.resolve('build')): string =>
  chunkFileNamed(simpleHash(source, 8), buildDir);

/** The files of the chunks of the routes that load apart from the main bundle, by area (src/routing/lazyRouteTable.ts). */
export const lazyRoutesChunkFiles = (buildDir = path.resolve('build')): string[] =>
  chunkNames(buildDir)
    .filter((name) => /^lazy-routes-\d+$/.test(name))
    .map((name) => chunkFileNamed(name, buildDir));

/** The one of them that holds the route of `routePath`. */
export function lazyRoutesChunkFileOf(routePath: string, buildDir = path.resolve('build')): string {
  const marker = `path:"${routePath}"`;
  const [file, ...others] = lazyRoutesChunkFiles(buildDir).filter((name) =>
    readFileSync(path.join(buildDir, 'assets/js', name), 'utf8').includes(marker),
  );
  if (file === undefined || others.length > 0)
    throw new Error(`expected one chunk with the route ${marker}, found ${[file, ...others].join(', ')}`);
  return file;
}
