import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Builds tests/fixtures/mini-site (two docs, the real site's link and image checks) once per
// variant; each variant breaks one thing (see the fixture's docusaurus.config.ts).
const siteDir = path.resolve('tests/fixtures/mini-site');
const outDir = mkdtempSync(path.join(tmpdir(), 'mini-site-'));
const docusaurusCli = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

function buildVariant(variant: string): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, [docusaurusCli, 'build', siteDir, '--out-dir', outDir], {
    env: { ...process.env, MINI_SITE_VARIANT: variant, DOCUSAURUS_NO_UPDATE_NOTIFIER: '1' },
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

describe('configuration and content validation (spec §5)', () => {
  it('builds the fixture without warnings when nothing is broken', () => {
    const { ok, output } = buildVariant('valid');
    expect(ok, output).toBe(true);
    expect(output).not.toMatch(/\[WARNING\]/);
  });

  it.each([
    ['unknown-version', /No docs version exist for name 'v9\.9\.9'/],
    ['missing-sidebar-doc', /These sidebar document ids do not exist:\s+- no-such-doc/],
    ['missing-navbar-doc', /Couldn't find any doc with id "no-such-doc"/],
    ['unknown-navbar-type', /Bad navbar item type no-such-type/],
    ['broken-image', /missing-picture\.png/],
    ['broken-example', /broken-example\.md:10: TS2339: Property 'sparkle' does not exist on type 'Mutator'/],
  ])('fails the build for %s, naming the offending item', (variant, message) => {
    const { ok, output } = buildVariant(variant);
    expect(ok, output).toBe(false);
    expect(output).toMatch(message);
  });

  it('only warns about a broken Markdown link and a broken anchor', () => {
    const { ok, output } = buildVariant('broken-link');
    expect(ok, output).toBe(true);
    expect(output).toMatch(/\[WARNING\][^]*missing-page\.md/);
    expect(output).toMatch(/\[WARNING\][^]*no-such-heading/);
  });
});
