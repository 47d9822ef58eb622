import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_PACKAGES } from '../../scripts/engines.mjs';

// .github/workflows/site.yml: CI runs the README's test command, which builds the site once and
// tests that build, and a push to main deploys that same build to GitHub Pages.
// .github/dependabot.yml proposes updates. `npm run lint` validates the workflow against GitHub's
// schema (action-validator, which has no schema for Dependabot's file); these hold both files to
// what the README promises.
const workflow = readFileSync('.github/workflows/site.yml', 'utf8');
const dependabot = readFileSync('.github/dependabot.yml', 'utf8');
const readme = readFileSync('README.md', 'utf8');
const testScript = readFileSync('scripts/test.mjs', 'utf8');

const PUSH_TO_MAIN = "if: github.event_name == 'push' && github.ref == 'refs/heads/main'";

/** The text of job `name`: its lines up to the next job. */
const job = (name: string) => new RegExp(`^  ${name}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(workflow)?.[1] ?? '';

/** The steps of a job's text, each its `- ` line and the lines under it. */
const stepsOf = (jobText: string) => jobText.split(/^(?= {6}- )/m).slice(1);

/** The test job's steps. */
const testSteps = stepsOf(job('test'));

/** The index in the test job of its one step that contains `text`. */
function testStep(text: string) {
  expect(
    testSteps.filter((step) => step.includes(text)),
    `one step with ${text}`,
  ).toHaveLength(1);
  return testSteps.findIndex((step) => step.includes(text));
}

/** The `permissions:` block of a job's text, as `scope: level` lines. */
const permissionsOf = (jobText: string) =>
  (/^ {4}permissions:\n((?: {6}.*\n)*)/m.exec(jobText)?.[1] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/** The entries of the `updates:` list of .github/dependabot.yml, each its lines. */
const updates = dependabot.split(/^(?= {2}- package-ecosystem:)/m).slice(1);
const update = (ecosystem: string) =>
  updates.find((entry) => entry.startsWith(`  - package-ecosystem: ${ecosystem}\n`));

describe('the CI and deploy workflow (.github/workflows/site.yml)', () => {
  it("tests every pull request and push with the README's test command", () => {
    const testCommand = [...readme.matchAll(/```sh\n(.+)\n```/g)].map(([, command]) => command)[1];
    expect(testCommand).toBe('npm install && npm test');
    expect(workflow).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]\n/m);
    testStep(`- run: ${testCommand}\n`);
    expect(testSteps[testStep('uses: actions/setup-node@')]).toContain('cache: npm');
  });

  it('tests on Debian 12 with its Chromium, the fonts the visual baselines were drawn with and the other engines, on Node.js 24', () => {
    expect(job('test')).toContain('container: node:24-bookworm\n');
    // setup-node's line is the container's: not an older Node.js put first on the PATH.
    expect(testSteps[testStep('uses: actions/setup-node@')]).toContain('node-version: 24\n');
    expect(job('test')).toContain(
      `apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation ${ENGINE_PACKAGES.join(' ')}`,
    );
  });

  it('builds the site once, with the Pages origin on a push to main, and runs every test on that build', () => {
    // `npm test` builds build/ before the unit and end-to-end tests, which read and serve it; the
    // same-site check after them builds into folders of its own.
    const order = [
      "run('npm run build'",
      "run('npx vitest run')",
      "run('npx playwright test')",
      "run('npx vitest run --config tests/engines/vitest.config.mts')",
      "run('node scripts/same-site.mjs')",
    ];
    const positions = order.map((command) => testScript.indexOf(command));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(workflow).not.toMatch(/npm run build|docusaurus build/);

    // The origin is set for `npm test` on a push to main only: a pull request, a fork's too, deploys
    // nothing and builds with docusaurus.config.ts's default, without asking Pages.
    const configurePages = testStep('uses: actions/configure-pages@');
    expect(testSteps[configurePages]).toContain('- id: pages\n');
    expect(testSteps[configurePages]).toContain(PUSH_TO_MAIN);
    const siteUrl = testStep('>> "$GITHUB_ENV"');
    expect(testSteps[siteUrl]).toContain("if: steps.pages.outcome == 'success'");
    expect(testSteps[siteUrl]).toContain('run: echo "SITE_URL=$PAGES_ORIGIN" >> "$GITHUB_ENV"');
    expect(testSteps[siteUrl]).toContain('PAGES_ORIGIN: ${{ steps.pages.outputs.origin }}');
    expect(configurePages).toBeLessThan(siteUrl);
    expect(siteUrl).toBeLessThan(testStep('- run: npm install && npm test\n'));
  });

  it('uploads the build the tests passed as the Pages artifact, on a push to main only', () => {
    const upload = testStep('uses: actions/upload-pages-artifact@');
    expect(upload).toBe(testStep('- run: npm install && npm test\n') + 1);
    expect(testSteps[upload]).toContain(PUSH_TO_MAIN);
    // A step after a failed one does not run, unless its condition says so.
    expect(testSteps[upload]).not.toMatch(/always\(\)|failure\(\)|continue-on-error/);
    expect(testSteps[upload]).toMatch(/with:\n {10}path: build\n {10}include-hidden-files: true\n/);
  });

  it("restores the link-preview cards drawn by earlier runs before the build, keyed by the cards' inputs", () => {
    const cache = testStep('uses: actions/cache@');
    expect(cache).toBeLessThan(testStep('- run: npm install && npm test\n'));
    expect(testSteps[cache]).toContain('path: node_modules/.cache/social-cards\n');
    const key = /key: (.*)\n/.exec(testSteps[cache])?.[1] ?? '';
    for (const input of ['src/socialCards/**', 'static/img/logo.svg', 'package-lock.json', 'docs/**', 'library/**'])
      expect(key).toContain(`'${input}'`);
  });

  it('deploys that artifact after the tests pass, on a push to main only, without building again', () => {
    const deploy = job('deploy');
    expect(deploy).toContain(`    ${PUSH_TO_MAIN}\n`);
    expect(deploy).toContain('needs: test\n');
    const steps = stepsOf(deploy);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatch(/^ {6}- id: deployment\n {8}uses: actions\/deploy-pages@/);
    expect(deploy).not.toMatch(/run:|checkout|setup-node|npm|container:/);
    expect(deploy).toMatch(
      /environment:\n {6}name: github-pages\n {6}url: \$\{\{ steps\.deployment\.outputs\.page_url }}\n/,
    );
  });

  it('pins every action to a full commit SHA, with its version in a comment', () => {
    const uses = [...workflow.matchAll(/^\s*(?:- )?uses: (.*)$/gm)].map(([, reference]) => reference);
    expect(uses.length).toBeGreaterThan(0);
    for (const reference of uses)
      expect(reference, reference).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('grants each job only the permissions it needs', () => {
    expect(workflow).toMatch(/^permissions: \{}\n/m);
    // Reading the repository, and the Pages settings for the site's origin.
    expect(permissionsOf(job('test'))).toEqual(['contents: read', 'pages: read']);
    // Deploying to Pages, and the OIDC token that proves where the deployment comes from.
    expect(permissionsOf(job('deploy'))).toEqual(['pages: write', 'id-token: write']);
    expect(job('test')).not.toMatch(/write/);
    expect(workflow.match(/: write\n/g)).toHaveLength(2);
  });

  it('deploys one at a time, and cancels a pull request run a newer push replaces', () => {
    expect(job('deploy')).toMatch(/concurrency:\n {6}group: pages\n {6}cancel-in-progress: false\n/);
    expect(workflow).toMatch(
      /^concurrency:\n {2}group: site-\$\{\{ github\.ref }}\n {2}cancel-in-progress: \$\{\{ github\.event_name == 'pull_request' }}\n/m,
    );
  });
});

describe('update proposals (.github/dependabot.yml)', () => {
  it('is a version 2 configuration of two weekly updates, at the repository root', () => {
    expect(dependabot).toMatch(/^version: 2\nupdates:\n/m);
    expect(updates).toHaveLength(2);
    for (const entry of updates) {
      expect(entry).toContain('    directory: /\n');
      expect(entry).toContain('    schedule:\n      interval: weekly\n');
    }
  });

  it('proposes npm updates, the Docusaurus packages together in one pull request', () => {
    expect(update('npm')).toMatch(/ {4}groups:\n {6}docusaurus:\n {8}patterns:\n {10}- '@docusaurus\/\*'\n/);
  });

  it("proposes updates of the workflow's actions", () => {
    expect(update('github-actions')).toBeDefined();
  });
});
