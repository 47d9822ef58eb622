// The repeat-build mode (`npm run bench -- --repeat-build`): what a maintainer waits for after
// editing one page. A clean build (empty caches, writing them, as `npm run clear && npm run build`
// does), then a build after one page is edited, then one after the edit is undone, which must
// write the clean build's files byte for byte. Builds go to folders of their own under
// bench-results/; build/ is left as it is.
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { differences } from '../siteDifferences.mjs';
import { timedRun } from './build.mjs';
import { ratio, resultsDir, siteDir } from './options.mjs';

const EDITED_PAGE = path.join(siteDir, 'docs/guides/getting-started.mdx');
const EDIT = '\nAn edited sentence, for the bench.\n';

async function build(name) {
  const outDir = path.join(resultsDir, `repeat-build-${name}`);
  rmSync(outDir, { recursive: true, force: true });
  // The maintainer's own build: caches read and written.
  const { seconds } = await timedRun('npm', ['run', '--silent', 'build', '--', '--out-dir', outDir], {
    cwd: siteDir,
    env: { DOCUSAURUS_NO_PERSISTENT_CACHE: '' },
  });
  console.log(`${name} build: ${seconds.toFixed(1)} s`);
  return { outDir, seconds };
}

export async function runRepeatBuild() {
  for (const cache of ['.docusaurus', 'node_modules/.cache'])
    rmSync(path.join(siteDir, cache), { recursive: true, force: true });
  const clean = await build('clean');
  const page = readFileSync(EDITED_PAGE, 'utf8');
  const { atime, mtime } = statSync(EDITED_PAGE);
  let edited;
  try {
    writeFileSync(EDITED_PAGE, page + EDIT);
    edited = await build('page-edited');
  } finally {
    writeFileSync(EDITED_PAGE, page);
    utimesSync(EDITED_PAGE, atime, mtime);
  }
  const undone = await build('edit-undone');
  const differing = differences(clean.outDir, undone.outDir);
  for (const { outDir } of [clean, edited, undone]) rmSync(outDir, { recursive: true, force: true });
  return {
    cleanSeconds: clean.seconds,
    editedSeconds: edited.seconds,
    undoneSeconds: undone.seconds,
    editedToClean: ratio(edited.seconds, clean.seconds),
    undoneDifferences: differing,
  };
}
