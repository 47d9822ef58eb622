// `npm test`: lint, production build (and the two-version fixture's), type-check, unit tests, then
// end-to-end tests in Chromium.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const run = (command, env = {}) => execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });

process.env.CHROMIUM_PATH = findChromium();
console.log(`Using Chromium at ${process.env.CHROMIUM_PATH}`);

try {
  run('npm run lint');
  run('npm run build');
  // A copy of the site with a second docs version, built, for the tests of versioning.
  run('node scripts/versions-fixture.mjs');
  run('npm run typecheck');
  run('npx vitest run');
  run('npx playwright test');
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
