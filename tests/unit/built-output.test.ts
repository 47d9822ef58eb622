import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtOutput } from './built-output';

/** A site folder with a source, and the output of a build if `built`, every file dated `time` (s). */
function siteAt(built: boolean, time = 1_000_000): string {
  const root = mkdtempSync(path.join(tmpdir(), 'built-output-'));
  const files = ['docs/index.mdx', 'sidebars.ts'];
  if (built) files.push('build/index.html', '.docusaurus/routesChunkNames.json', 'docs/api/index.md');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
    utimesSync(path.join(root, file), time, time);
  }
  return root;
}
const touch = (site: string, file: string, time: number) => utimesSync(path.join(site, file), time, time);

describe('the build output tests read (tests/unit/built-output.ts)', () => {
  it('gives its folders when the build is newer than every source, the generated reference being none', () => {
    const site = siteAt(true);
    touch(site, 'build/index.html', 1_000_010);
    touch(site, 'docs/api/index.md', 1_000_020);
    expect(builtOutput(site)).toEqual({
      buildDir: path.join(site, 'build'),
      generatedDir: path.join(site, '.docusaurus'),
      referenceDir: path.join(site, 'docs/api'),
    });
  });

  it('says to build first when there is no build', () => {
    expect(() => builtOutput(siteAt(false))).toThrow(/build\/index\.html: run `npm run build` first/);
  });

  it('says to build first when a source is newer than the build', () => {
    const site = siteAt(true);
    touch(site, 'docs/index.mdx', 1_000_010);
    expect(() => builtOutput(site)).toThrow(/older than .*docs\/index\.mdx: run `npm run build` first/);
    const config = siteAt(true);
    touch(config, 'sidebars.ts', 1_000_010);
    expect(() => builtOutput(config)).toThrow(/older than .*sidebars\.ts: run `npm run build` first/);
  });

  it("names the command that makes another site's build, checked against the sources it copies", () => {
    const sources = siteAt(false, 1_000_010);
    const copy = siteAt(true);
    const command = 'node scripts/versions-fixture.mjs';
    expect(() => builtOutput(copy, { sourcesDir: sources, command })).toThrow(
      /older than .*docs\/index\.mdx: run `node scripts\/versions-fixture\.mjs` first/,
    );
  });
});
