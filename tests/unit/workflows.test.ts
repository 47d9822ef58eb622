import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// .github/workflows/site.yml: CI runs the README's test command, and a push to main deploys the
// production build to GitHub Pages. `npm run lint` validates the file against GitHub's schema
// (action-validator); these hold it to what the README promises.
const workflow = readFileSync('.github/workflows/site.yml', 'utf8');
const readme = readFileSync('README.md', 'utf8');

/** The text of job `name`: its lines up to the next job. */
const job = (name: string) => new RegExp(`^  ${name}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(workflow)?.[1] ?? '';

describe('the CI and deploy workflow (.github/workflows/site.yml)', () => {
  it("tests every pull request and push with the README's test command", () => {
    const testCommand = [...readme.matchAll(/```sh\n(.+)\n```/g)].map(([, command]) => command)[1];
    expect(testCommand).toBe('npm install && npm test');
    expect(workflow).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]\n/m);
    expect(job('test')).toContain(`- run: ${testCommand}\n`);
    expect(job('test')).toContain('cache: npm');
  });

  it('tests on Debian 12 with its Chromium and the fonts the visual baselines were drawn with', () => {
    expect(job('test')).toContain('container: node:20-bookworm\n');
    expect(job('test')).toContain(
      'apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation',
    );
  });

  it('deploys the production build to GitHub Pages after the tests pass, on a push to main only', () => {
    expect(job('build')).toContain("if: github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(job('build')).toContain('needs: test');
    expect(job('build')).toContain('- run: npm install && npm run build');
    expect(job('build')).toContain('SITE_URL: ${{ steps.pages.outputs.origin }}');
    expect(job('build')).toMatch(/uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: build\n/);
    expect(job('deploy')).toContain('uses: actions/deploy-pages@v');
    expect(job('deploy')).toContain('needs: build');
  });

  it('grants least permissions and deploys one at a time', () => {
    expect(workflow).toMatch(/^permissions:\n {2}contents: read\n/m);
    expect(job('deploy')).toMatch(/permissions:\n {6}pages: write\n {6}id-token: write\n/);
    expect(job('test')).not.toContain('permissions:');
    expect(job('build')).not.toContain('permissions:');
    expect(job('deploy')).toMatch(/concurrency:\n {6}group: pages\n {6}cancel-in-progress: false\n/);
  });
});
