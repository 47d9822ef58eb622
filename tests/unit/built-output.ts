import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../src/shared/repositoryRoot';

// What a build leaves for the tests to read: the site (build/), Docusaurus's generated files
// (.docusaurus/) and the reference TypeDoc generates (docs/api/). Tests take their paths from
// builtOutput(), which fails with what to do when that output is missing or older than a source,
// rather than with a missing file, or a comparison against an old build.

export type BuiltOutput = { buildDir: string; generatedDir: string; referenceDir: string };

/** What a build reads, under the sources' folder: a file of these newer than the build outdates it. */
const SOURCES = [
  'docs',
  'library',
  'src',
  'typedoc-plugins',
  'static',
  'patches',
  'versioned_docs',
  'versioned_library',
  'versioned_sidebars',
  'versions.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'typedoc.config.ts',
  'package.json',
];
/** Each version's generated reference, written by the build into the docs it reads. */
const GENERATED_REFERENCE = /^(?:docs|versioned_docs\/[^/]+)\/api(?:\/|$)/;

/** The first file under `sourcesDir`'s sources modified after `time` (ms), if any. */
function sourceNewerThan(sourcesDir: string, time: number): string | undefined {
  const newer = (relative: string): string | undefined => {
    if (GENERATED_REFERENCE.test(relative)) return undefined;
    const full = path.join(sourcesDir, relative);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) return undefined;
    if (!stats.isDirectory()) return stats.mtimeMs > time ? relative : undefined;
    for (const name of readdirSync(full)) {
      const found = newer(path.posix.join(relative, name));
      if (found) return found;
    }
    return undefined;
  };
  for (const source of SOURCES) {
    const found = newer(source);
    if (found) return found;
  }
  return undefined;
}

const checked = new Map<string, BuiltOutput | Error>();

/**
 * The build output of the site at `siteDir` (relative to the repository; this site by default),
 * checked: there, and made after the last change to any source under `sourcesDir` (the site's own
 * by default). Else throws, saying to run `command` first. The build's time is its home page's,
 * written after the reference and Docusaurus's files; the build changes no source (its generated
 * reference is not one), so in `npm test`, which builds just before, the check passes.
 */
export function builtOutput(
  siteDir = '.',
  { sourcesDir = siteDir, command = 'npm run build' }: { sourcesDir?: string; command?: string } = {},
): BuiltOutput {
  const [site, sources] = [siteDir, sourcesDir].map((dir) => path.resolve(repositoryRoot, dir));
  const key = JSON.stringify([site, sources, command]);
  if (!checked.has(key)) checked.set(key, check(site, sources, command));
  const result = checked.get(key)!;
  if (result instanceof Error) throw result;
  return result;
}

function check(siteDir: string, sourcesDir: string, command: string): BuiltOutput | Error {
  const output = {
    buildDir: path.join(siteDir, 'build'),
    generatedDir: path.join(siteDir, '.docusaurus'),
    referenceDir: path.join(siteDir, 'docs', 'api'),
  };
  const homePage = path.join(output.buildDir, 'index.html');
  const missing = [homePage, output.generatedDir, output.referenceDir].find((file) => !existsSync(file));
  if (missing) return new Error(`No ${missing}: run \`${command}\` first.`);
  const newer = sourceNewerThan(sourcesDir, statSync(homePage).mtimeMs);
  if (newer)
    return new Error(
      `The build in ${output.buildDir} is older than ${path.join(sourcesDir, newer)}: run \`${command}\` first.`,
    );
  return output;
}
