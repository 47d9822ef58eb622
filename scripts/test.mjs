// `npm test`: lint, production build (and the two-version fixture's), type-check, unit tests,
// end-to-end tests in Chromium against that build, the cross-engine suite in Firefox ESR and
// WebKitGTK against the same build, then the check that cached builds give the same site as a
// clean one.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';
import { findEngines } from './engines.mjs';

const run = (command, env = {}) => execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });

process.env.CHROMIUM_PATH = findChromium();
console.log(`Using Chromium at ${process.env.CHROMIUM_PATH}`);
Object.assign(process.env, findEngines());

try {
  run('npm run lint');
  // A build the tests run on: the same-site check below makes its own caches, so none is written.
  run('npm run build', { DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' });
  // A copy of the site with a second docs version, built, for the tests of versioning.
  run('node scripts/versions-fixture.mjs');
  run('npm run typecheck');
  run('npx vitest run');
  run('npx playwright test');
  run('npx vitest run --config tests/engines/vitest.config.mts');
  // Last, as the slowest: five builds into folders of their own, compared with a clean one.
  run('node scripts/same-site.mjs');
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
