import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { withSidebarDocsOnly } from '../../src/docsPlugin/leanVersionData';
import { REPLACED_CLIENT_MEMBERS, checkReplacedClient } from '../../src/routing/replacedClient';
import { builtOutput } from './built-output';
import { builtRuntime } from './helpers';

// The private contracts the site's code relies on, each checked against what the installed
// packages and the production build really generate, so that an update
// of Docusaurus or Rspack that changes one fails here, and the build fails with a plain message
// where the site reads it. (routes.js, the registry and the runtime's table of chunk files are
// covered in routing.test.ts and lazy-chunk-files.test.ts.)
const require = createRequire(import.meta.url);
const { docsInstancesOf } = require('../../src/routing/globalDocs.cjs') as {
  docsInstancesOf: (data: unknown, file: string) => Record<string, { versions: { docs: unknown[] }[] }>;
};
const readGenerated = (file: string) => readFileSync(path.join(builtOutput().generatedDir, file), 'utf8');
const installed = (request: string) => require.resolve(request, { paths: [process.cwd()] });

describe('private contracts, against the real generated output', () => {
  it("globalData.json: the docs plugin's versions and docs, as src/routing/globalDocs.cjs reads them", () => {
    const data = JSON.parse(readGenerated('globalData.json'));
    const instances = docsInstancesOf(data, 'globalData.json');
    expect(instances.default.versions[0].docs.length).toBeGreaterThan(190);
    // What an update that renamed a field would give: a plain message naming the file.
    const renamed = JSON.parse(readGenerated('globalData.json'));
    const [version] = renamed['docusaurus-plugin-content-docs'].default.versions;
    version.documents = version.docs;
    delete version.docs;
    expect(() => docsInstancesOf(renamed, 'globalData.json')).toThrow(
      /^globalData\.json: Docusaurus's global data of docs changed shape \(default: a version without a path or a list of docs/,
    );
  });

  it('routesChunkNames.json: each route’s chunk names under `${path}-${hash}`, the key ComponentCreator reads and lazyRouteComponent.ts writes', () => {
    const chunkNames = JSON.parse(readGenerated('routesChunkNames.json')) as Record<string, unknown>;
    const calls = [...readGenerated('routes.js').matchAll(/ComponentCreator\('([^']*)', '([^']*)'\)/g)];
    const routeKeys = calls
      .filter(([, routePath]) => routePath !== '*')
      .map(([, routePath, hash]) => `${routePath}-${hash}`);
    expect(routeKeys.length).toBeGreaterThan(190);
    expect(new Set(Object.keys(chunkNames))).toEqual(new Set(routeKeys));
    const creator = readFileSync(installed('@docusaurus/core/lib/client/exports/ComponentCreator.js'), 'utf8');
    expect(creator).toContain('routesChunkNames[`${path}-${hash}`]');
    expect(readFileSync('src/routing/lazyRouteComponent.ts', 'utf8')).toContain(
      'routeChunkNames[`${path}-${key}`] = chunkNames',
    );
  });

  it("core's client docusaurus.js: the members src/routing/routePrefetch.ts, which replaces it, provides", () => {
    const file = installed('@docusaurus/core/lib/client/docusaurus.js');
    expect(() => checkReplacedClient(file)).not.toThrow();
    // An update that adds a member fails the build, naming it.
    const grown = path.join(mkdtempSync(path.join(tmpdir(), 'client-')), 'docusaurus.js');
    writeFileSync(grown, readFileSync(file, 'utf8').replace('    preload,\n', '    preload,\n    prerender,\n'));
    expect(() => checkReplacedClient(grown)).toThrow(
      /docusaurus\.js: Docusaurus's client object has prefetch, preload, prerender; src\/routing\/routePrefetch\.ts, which replaces it, has prefetch, preload: update it$/,
    );
    const ours = /export default Object\.freeze\(\{ ([^}]*) \}\);/.exec(
      readFileSync('src/routing/routePrefetch.ts', 'utf8'),
    );
    expect(ours?.[1].split(', ')).toEqual(REPLACED_CLIENT_MEMBERS);
  });

  it('the webpack runtime: chunk files named through `u` when loaded, so that lazyRouteTable.ts can override it', () => {
    const runtime = builtRuntime();
    const webpackRequire = /\b(\w+)\.u=\w+=>/.exec(runtime)?.[1];
    expect(webpackRequire, 'the runtime assigns `u` as a property').toBeDefined();
    // Read at each use (the public path, then the file), not copied once: an override applies.
    expect(runtime.split(`${webpackRequire}.p+${webpackRequire}.u(`).length - 1).toBeGreaterThanOrEqual(1);
    // No chunk is prefetched by webpack itself (its prefetch handlers), only by routePrefetch.ts.
    expect(runtime).not.toContain(`${webpackRequire}.F={}`);
  });

  it("the docs plugin's version data: docs and sidebars, as src/docsPlugin/leanVersionData.ts reads them", () => {
    const folder = path.join(builtOutput().generatedDir, 'docusaurus-plugin-content-docs', 'default', 'p');
    const props = readdirSync(folder)
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { version?: PropVersionMetadata })
      .find((prop) => prop.version)!;
    const { version } = props;
    expect(Object.keys(version!.docsSidebars)).toEqual(['docsSidebar']);
    // The data written is already lean: every doc it lists is one the sidebar links to.
    expect(withSidebarDocsOnly(version!)).toEqual(version);
    expect(Object.keys(version!.docs).length).toBeGreaterThan(5);
    const { docs, ...renamed } = version!;
    expect(() => withSidebarDocsOnly({ ...renamed, documents: docs } as unknown as PropVersionMetadata)).toThrow(
      /^The docs plugin's version data changed shape \(it has .*\): update src\/docsPlugin\/leanVersionData\.ts$/,
    );
  });
});
