// The site with two docs versions, for the tests of versioning (tests/e2e/versions.spec.ts,
// tests/unit/versions.test.ts): a copy of this site in tests/fixtures/versioned-site/, where
// `npm run docs:version -- 1.1.0` freezes v1.0.0, then v1.1.0 gets a page of its own and a sentence in its
// declarations' README (its reference's first page), and the site is built. v1.1.0 also gets a page
// with a live code block, linked from its own page, for tests/e2e/live-code.spec.ts.
// The published site keeps its one version. Use: node scripts/versions-fixture.mjs
import { execSync } from 'node:child_process';
import { appendFileSync, cpSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFERENCE_FOLDER } from '../src/shared/siteLayout.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = path.join(siteDir, 'tests', 'fixtures', 'versioned-site');

// What a build makes or a machine keeps, and the tests: not needed to build the site.
const NOT_COPIED = new Set(['.git', 'node_modules', 'build', '.docusaurus', 'test-results', 'bench-results', 'tests']);

const generatedReference = path.join(siteDir, 'docs', REFERENCE_FOLDER);
rmSync(fixtureDir, { recursive: true, force: true });
for (const entry of readdirSync(siteDir).filter((name) => !NOT_COPIED.has(name)))
  cpSync(path.join(siteDir, entry), path.join(fixtureDir, entry), {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)) && source !== generatedReference,
  });
symlinkSync(path.join(siteDir, 'node_modules'), path.join(fixtureDir, 'node_modules'), 'dir');

// Clean builds: no persistent cache written into the shared node_modules.
const run = (command) =>
  execSync(command, {
    cwd: fixtureDir,
    stdio: 'inherit',
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
  });
run('npm run docs:version -- 1.1.0');
writeFileSync(
  path.join(fixtureDir, 'docs', 'guides', 'whats-new.mdx'),
  "---\ntitle: What's new in 1.1.0\n---\n\nA page that only the docs of v1.1.0 have. [Live code](./live-code.mdx) runs an example.\n",
);
writeFileSync(
  path.join(fixtureDir, 'docs', 'guides', 'live-code.mdx'),
  [
    '---',
    'title: Live code',
    '---',
    '',
    "A page with a live code block: its example runs in the reader's browser. [What's new](./whats-new.mdx) has none.",
    '',
    '```tsx live',
    'function Counter() {',
    '  const [clicks, setClicks] = useState(0);',
    '  return (',
    '    <button type="button" onClick={() => setClicks(clicks + 1)}>',
    "      {clicks ? `Clicked ${clicks} times` : 'Not clicked yet'}",
    '    </button>',
    '  );',
    '}',
    '```',
    '',
  ].join('\n'),
);
appendFileSync(path.join(fixtureDir, 'library', 'README.md'), '\nThis reference documents release 1.1.0.\n');
const started = Date.now();
run('npm run build');
console.log(`[versions] the site with two versions built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
