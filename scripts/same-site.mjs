// One site per commit: checks that each of these builds writes the same files, byte for byte, as a
// clean build (from empty caches: Rspack's persistent cache, .docusaurus/, the cards' cache):
// - build/, the build the tests run on (`npm test` makes it first);
// - a repeat build;
// - a build after .docusaurus/ is deleted, the caches kept;
// - a build after a TypeDoc plugin is edited and the edit undone (the build with the edit must show it).
// Every build here goes to a folder of its own; build/ is left as it is. The builds that differ are
// kept for a look, and their folders named. Use, after `npm run build`: node scripts/same-site.mjs
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { differences, filesOf } from './siteDifferences.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testedBuild = path.join(siteDir, 'build');
const CACHES = ['.docusaurus', 'node_modules/.cache'].map((folder) => path.join(siteDir, folder));
const outRoot = mkdtempSync(path.join(tmpdir(), 'same-site-'));

/** The edit of a TypeDoc plugin: a description the reference's error pages show. */
const EDITED_PLUGIN = path.join(siteDir, 'typedoc-plugins', 'error-member-comments.mjs');
const EDIT = { from: "'What went wrong, in words.'", to: "'What went wrong, in words (edited).'" };
const EDITED_TEXT = 'What went wrong, in words (edited).';

/** Builds the site into a folder of its own, reading and writing the caches. */
function build(name) {
  const outDir = path.join(outRoot, name);
  const started = Date.now();
  execSync(`npm run build -- --out-dir ${JSON.stringify(outDir)}`, {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '' },
  });
  console.log(`[same site] ${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

const failures = [];
let cleanBuild;
/** Checks that the build `name` wrote the clean build's files. */
function expectSameSite(name, outDir) {
  const found = differences(cleanBuild, outDir);
  if (found.length === 0) console.log(`[same site] ${name}: the same files as the clean build`);
  else {
    failures.push(name);
    console.error(`[same site] ${name} (${outDir}): ${found.length} files differ from the clean build:`);
    for (const line of found.slice(0, 20)) console.error(`  ${line}`);
    if (found.length > 20) console.error(`  … and ${found.length - 20} more`);
  }
}

try {
  for (const cache of CACHES) rmSync(cache, { recursive: true, force: true });
  cleanBuild = build('clean');
  expectSameSite('build/, the tested build', testedBuild);
  expectSameSite('repeat build', build('repeat'));
  rmSync(path.join(siteDir, '.docusaurus'), { recursive: true, force: true });
  expectSameSite('.docusaurus/ deleted, caches kept', build('generated-files-deleted'));

  const plugin = readFileSync(EDITED_PLUGIN, 'utf8');
  const { atime, mtime } = statSync(EDITED_PLUGIN);
  if (!plugin.includes(EDIT.from)) throw new Error(`${EDITED_PLUGIN} no longer has ${EDIT.from}: pick another edit`);
  let edited;
  try {
    writeFileSync(EDITED_PLUGIN, plugin.replace(EDIT.from, EDIT.to));
    edited = build('typedoc-plugin-edited');
  } finally {
    // Restored with its time too: the tests that read build/ take a newer source for a stale build.
    writeFileSync(EDITED_PLUGIN, plugin);
    utimesSync(EDITED_PLUGIN, atime, mtime);
  }
  const showingEdit = filesOf(edited).filter(
    (file) => file.endsWith('.html') && readFileSync(path.join(edited, file), 'utf8').includes(EDITED_TEXT),
  );
  if (showingEdit.length > 0)
    console.log(`[same site] TypeDoc plugin edited: ${showingEdit.length} pages show the edit`);
  else {
    failures.push('TypeDoc plugin edited');
    console.error(`[same site] TypeDoc plugin edited: no page shows "${EDITED_TEXT}"`);
  }
  expectSameSite('TypeDoc plugin edited, then undone', build('typedoc-plugin-undone'));
} finally {
  if (failures.length === 0) rmSync(outRoot, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(
    `[same site] ${failures.length} builds differ from the clean build (${cleanBuild}): ${failures.join('; ')}`,
  );
  process.exit(1);
}
