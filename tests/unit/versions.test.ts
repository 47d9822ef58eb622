import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutVersion } from '../../src/versioning/cutVersion';
import { docsVersionsOf, isReferencePage, versionOfFile } from '../../src/versioning/docsVersions';
import { versionedUrl } from '../../src/versioning/remarkVersionLinks';
import { crawlBuiltSite } from '../site-crawl';
import { builtOutput } from './built-output';

/** A site folder with what cutVersion reads: package.json, docs/ with a generated api/, library/. */
function siteAt(version: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'versions-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'site', version }));
  write('package-lock.json', JSON.stringify({ name: 'site', version, packages: { '': { version } } }));
  write('docs/index.mdx', '# Introduction');
  write('docs/api/index.md', '# Generated');
  write('library/index.ts', 'export {};');
  write('library/PROVENANCE.md', '# Provenance');
  return root;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const sidebars = { docsSidebar: [{ type: 'doc' as const, id: 'index' }] };

describe('npm run docs:version (src/versioning/cutVersion.ts)', () => {
  it('freezes the docs, without their generated reference, and the declarations of the release they describe', () => {
    const site = siteAt('1.0.0');
    expect(cutVersion(site, '1.1.0', sidebars)).toBe('1.0.0');
    expect(readFileSync(path.join(site, 'versioned_docs/version-1.0.0/index.mdx'), 'utf8')).toBe('# Introduction');
    expect(existsSync(path.join(site, 'versioned_docs/version-1.0.0/api'))).toBe(false);
    expect(existsSync(path.join(site, 'versioned_library/version-1.0.0/PROVENANCE.md'))).toBe(true);
    expect(readJson(path.join(site, 'versioned_sidebars/version-1.0.0-sidebars.json'))).toEqual(sidebars);
    expect(readJson(path.join(site, 'versions.json'))).toEqual(['1.0.0']);
    expect(readJson(path.join(site, 'package.json')).version).toBe('1.1.0');
    expect(readJson(path.join(site, 'package-lock.json')).packages[''].version).toBe('1.1.0');

    // The next release lists the newest frozen version first.
    cutVersion(site, '2.0.0', sidebars);
    expect(readJson(path.join(site, 'versions.json'))).toEqual(['1.1.0', '1.0.0']);
    expect(docsVersionsOf(site).map(({ name, number, routePrefix }) => [name, number, routePrefix])).toEqual([
      ['current', '2.0.0', ''],
      ['1.1.0', '1.1.0', '/1.1.0'],
      ['1.0.0', '1.0.0', '/1.0.0'],
    ]);
  });

  it('is named docs:version: npm runs the scripts named after its lifecycle on `npm version`, and none is', () => {
    const { scripts } = readJson('package.json') as { scripts: Record<string, string> };
    expect(scripts['docs:version']).toBe('docusaurus cut-version');
    expect(Object.keys(scripts).filter((name) => ['preversion', 'version', 'postversion'].includes(name))).toEqual([]);
  });

  it('refuses a number that is not a release after the current one, changing nothing', () => {
    const site = siteAt('1.2.0');
    expect(() => cutVersion(site, 'next', sidebars)).toThrow('"next" is not a release number such as 1.1.0');
    expect(() => cutVersion(site, '1.1.9', sidebars)).toThrow('1.1.9 does not come after');
    expect(() => cutVersion(site, '1.2.0', sidebars)).toThrow('1.2.0 does not come after');
    expect(existsSync(path.join(site, 'versions.json'))).toBe(false);
    expect(readJson(path.join(site, 'package.json')).version).toBe('1.2.0');
  });
});

describe('which version a docs file belongs to (src/versioning/docsVersions.ts)', () => {
  const site = siteAt('1.1.0');
  cutVersion(site, '1.2.0', sidebars);
  const versions = docsVersionsOf(site);

  it('finds a frozen page’s version and its declarations; any other file is the current version’s', () => {
    const frozen = versionOfFile(path.join(site, 'versioned_docs/version-1.1.0/guides/x.mdx'), versions);
    expect(frozen).toMatchObject({ name: '1.1.0', libraryRoot: path.join(site, 'versioned_library/version-1.1.0') });
    expect(versionOfFile(path.join(site, 'docs/guides/x.mdx'), versions).name).toBe('current');
    expect(versionOfFile(undefined, versions).name).toBe('current');
  });

  it('tells each version’s generated reference pages from its hand-written ones', () => {
    expect(isReferencePage('/site/docs/api/Mutator/classes/Mutator.md')).toBe(true);
    expect(isReferencePage('/site/versioned_docs/version-1.0.0/api/index.md')).toBe(true);
    expect(isReferencePage('/site/versioned_docs/version-1.0.0/guides/getting-started.mdx')).toBe(false);
    expect(isReferencePage('/site/docs/api-custom/collect/index.mdx')).toBe(false);
  });
});

it('leads an older version’s paths from the docs’ root to its own pages (remarkVersionLinks.ts)', () => {
  expect(versionedUrl('/api/lib/functions/mutate#example', '/1.0.0', '/mutate/')).toBe(
    '/1.0.0/api/lib/functions/mutate#example',
  );
  expect(versionedUrl('/api#the-basis-of-each-page', '/1.0.0', '/mutate/')).toBe('/1.0.0/api#the-basis-of-each-page');
  expect(versionedUrl('/1.0.0/api/modules', '/1.0.0', '/mutate/')).toBe('/1.0.0/api/modules');
  expect(versionedUrl('/1.0.0', '/1.0.0', '/mutate/')).toBe('/1.0.0');
  expect(versionedUrl('/1.0.0x/page', '/1.0.0', '/mutate/')).toBe('/1.0.0/1.0.0x/page');
  for (const url of [
    '/mutate/1.0.0/api/modules',
    '../api/modules.md',
    'https://example.com/',
    '//cdn.example/x',
    '#top',
  ])
    expect(versionedUrl(url, '/1.0.0', '/mutate/')).toBe(url);
  expect(versionedUrl('/api/modules', '', '/mutate/')).toBe('/api/modules');
});

// The copy of the site with two versions that scripts/versions-fixture.mjs built.
describe('the site with two versions', () => {
  // Checked in each test, so that the tests above run without it.
  const buildDir = () =>
    builtOutput('tests/fixtures/versioned-site', { sourcesDir: '.', command: 'node scripts/versions-fixture.mjs' })
      .buildDir;
  const html = (page: string) => readFileSync(path.join(buildDir(), page, 'index.html'), 'utf8');

  it('has no broken link or anchor in either version', () => {
    const crawl = crawlBuiltSite({ buildDir: buildDir() });
    expect(crawl.pages).toEqual(
      expect.arrayContaining(['/mutate/1.0.0/guides/getting-started', '/mutate/api/modules']),
    );
    expect(crawl.brokenLinks).toEqual([]);
    expect(crawl.brokenAnchors).toEqual([]);
  });

  it('generates each version’s reference from its own declarations', () => {
    expect(html('api')).toContain('This reference documents release 1.1.0.');
    expect(html('1.0.0/api')).not.toContain('This reference documents release 1.1.0.');
  });
});
