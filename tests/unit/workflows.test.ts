import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPair, isScalar, parse, parseDocument, visit } from 'yaml';
import { ENGINE_PACKAGES } from '../../scripts/engines.mjs';

// .github/workflows/site.yml: CI runs the README's test command, which builds the site once and
// tests that build, and a push to main deploys that same build to GitHub Pages.
// .github/dependabot.yml proposes updates. `npm run lint` validates the workflow against GitHub's
// schema (action-validator, which has no schema for Dependabot's file); these hold both files to
// what the README promises.
type Step = {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  if?: string;
  needs?: string;
  container?: string;
  permissions?: Record<string, string>;
  environment?: { name: string; url: string };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  steps: Step[];
};
type Workflow = {
  on: Record<string, { branches?: string[] } | null>;
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': string };
  jobs: Record<string, Job>;
};
type Update = {
  'package-ecosystem': string;
  directory: string;
  schedule: { interval: string };
  groups?: Record<string, { patterns: string[] }>;
};

const workflowText = readFileSync('.github/workflows/site.yml', 'utf8');
const workflow = parse(workflowText) as Workflow;
const dependabot = parse(readFileSync('.github/dependabot.yml', 'utf8')) as { version: number; updates: Update[] };
const readme = readFileSync('README.md', 'utf8');
const testScript = readFileSync('scripts/test.mjs', 'utf8');

const PUSH_TO_MAIN = "github.event_name == 'push' && github.ref == 'refs/heads/main'";

const testSteps = workflow.jobs.test.steps;

/** The index in the test job of its one step that `matches`, described as `what`. */
function testStep(what: string, matches: (step: Step) => boolean | undefined) {
  expect(
    testSteps.filter((step) => matches(step)),
    `one step ${what}`,
  ).toHaveLength(1);
  return testSteps.findIndex((step) => matches(step));
}
/** The index in the test job of its one step that uses the action `action`. */
const stepUsing = (action: string) => testStep(`using ${action}`, (step) => step.uses?.startsWith(`${action}@`));
/** The index in the test job of its one step that runs `command`. */
const stepRunning = (command: string) => testStep(`running ${command}`, (step) => step.run === command);

const update = (ecosystem: string) => dependabot.updates.find((entry) => entry['package-ecosystem'] === ecosystem);

describe('the CI and deploy workflow (.github/workflows/site.yml)', () => {
  const testCommand = [...readme.matchAll(/```sh\n(.+)\n```/g)].map(([, command]) => command)[1];

  it("tests every pull request and push with the README's test command", () => {
    expect(testCommand).toBe('npm install && npm test');
    expect(workflow.on).toEqual({ pull_request: null, push: { branches: ['main'] } });
    stepRunning(testCommand);
    expect(testSteps[stepUsing('actions/setup-node')].with?.cache).toBe('npm');
  });

  it('tests on Debian 12 with its Chromium, the fonts the visual baselines were drawn with and the other engines, on Node.js 24', () => {
    expect(workflow.jobs.test.container).toBe('node:24-bookworm');
    // setup-node's line is the container's: not an older Node.js put first on the PATH.
    expect(testSteps[stepUsing('actions/setup-node')].with?.['node-version']).toBe(24);
    stepRunning(
      `apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation ${ENGINE_PACKAGES.join(' ')}`,
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
    expect(workflowText).not.toMatch(/npm run build|docusaurus build/);

    // The origin is set for `npm test` on a push to main only: a pull request, a fork's too, deploys
    // nothing and builds with docusaurus.config.ts's default, without asking Pages.
    const configurePages = stepUsing('actions/configure-pages');
    expect(testSteps[configurePages]).toMatchObject({ id: 'pages', if: PUSH_TO_MAIN });
    const siteUrl = stepRunning('echo "SITE_URL=$PAGES_ORIGIN" >> "$GITHUB_ENV"');
    expect(testSteps[siteUrl]).toEqual({
      if: "steps.pages.outcome == 'success'",
      run: 'echo "SITE_URL=$PAGES_ORIGIN" >> "$GITHUB_ENV"',
      env: { PAGES_ORIGIN: '${{ steps.pages.outputs.origin }}' },
    });
    expect(configurePages).toBeLessThan(siteUrl);
    expect(siteUrl).toBeLessThan(stepRunning(testCommand));
  });

  it('uploads the build the tests passed as the Pages artifact, on a push to main only', () => {
    const upload = stepUsing('actions/upload-pages-artifact');
    expect(upload).toBe(stepRunning(testCommand) + 1);
    // A step after a failed one does not run, unless its condition says so.
    expect(testSteps[upload]).toEqual({
      if: PUSH_TO_MAIN,
      uses: testSteps[upload].uses,
      with: { path: 'build', 'include-hidden-files': true },
    });
  });

  it("restores the link-preview cards drawn by earlier runs before the build, keyed by the cards' inputs", () => {
    const cache = stepUsing('actions/cache');
    expect(cache).toBeLessThan(stepRunning(testCommand));
    expect(testSteps[cache].with?.path).toBe('node_modules/.cache/social-cards');
    const key = String(testSteps[cache].with?.key);
    for (const input of ['src/socialCards/**', 'static/img/logo.svg', 'package-lock.json', 'docs/**', 'library/**'])
      expect(key).toContain(`'${input}'`);
  });

  it('deploys that artifact after the tests pass, on a push to main only, without building again', () => {
    const deploy = workflow.jobs.deploy;
    expect(deploy.if).toBe(PUSH_TO_MAIN);
    expect(deploy.needs).toBe('test');
    expect(deploy.container).toBeUndefined();
    expect(deploy.steps).toHaveLength(1);
    const [step] = deploy.steps;
    expect(step).toEqual({ id: 'deployment', uses: step.uses });
    expect(step.uses).toMatch(/^actions\/deploy-pages@/);
    expect(deploy.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' });
  });

  it('pins every action to a full commit SHA, with its version in a comment', () => {
    const pins: string[] = [];
    visit(parseDocument(workflowText), {
      Pair(_, pair) {
        if (isPair(pair) && isScalar(pair.key) && pair.key.value === 'uses' && isScalar(pair.value))
          pins.push(`${String(pair.value.value)} #${pair.value.comment ?? ''}`);
      },
    });
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) expect(pin, pin).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('grants each job only the permissions it needs', () => {
    expect(workflow.permissions).toEqual({});
    // Reading the repository, and the Pages settings for the site's origin.
    expect(workflow.jobs.test.permissions).toEqual({ contents: 'read', pages: 'read' });
    // Deploying to Pages, and the OIDC token that proves where the deployment comes from.
    expect(workflow.jobs.deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(Object.keys(workflow.jobs)).toEqual(['test', 'deploy']);
  });

  it('deploys one at a time, and cancels a pull request run a newer push replaces', () => {
    expect(workflow.jobs.deploy.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false });
    expect(workflow.concurrency).toEqual({
      group: 'site-${{ github.ref }}',
      'cancel-in-progress': "${{ github.event_name == 'pull_request' }}",
    });
  });
});

describe('update proposals (.github/dependabot.yml)', () => {
  it('is a version 2 configuration of two weekly updates, at the repository root', () => {
    expect(dependabot.version).toBe(2);
    expect(dependabot.updates).toHaveLength(2);
    for (const entry of dependabot.updates) {
      expect(entry.directory).toBe('/');
      expect(entry.schedule).toEqual({ interval: 'weekly' });
    }
  });

  it('proposes npm updates, the Docusaurus packages together in one pull request', () => {
    expect(update('npm')?.groups).toEqual({ docusaurus: { patterns: ['@docusaurus/*'] } });
  });

  it("proposes updates of the workflow's actions", () => {
    expect(update('github-actions')).toBeDefined();
  });
});
