import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { withSidebarDocsOnly } from '../../src/docsPlugin/leanVersionData';
import { laterPostBuildSteps } from '../../src/offline/plugin';
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

  it('the webpack runtime: chunk files named through `u` at load and prefetch time, so that lazyRouteTable.ts can override it', () => {
    const runtime = builtRuntime();
    const webpackRequire = /\b(\w+)\.u=\w+=>/.exec(runtime)?.[1];
    expect(webpackRequire, 'the runtime assigns `u` as a property').toBeDefined();
    // Read at each use (the public path, then the file), not copied once: an override applies.
    expect(runtime.split(`${webpackRequire}.p+${webpackRequire}.u(`).length - 1).toBeGreaterThanOrEqual(2);
    expect(runtime).toContain(`${webpackRequire}.F={}`);
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

  it("core's build: every plugin's postBuild started at once, in list order, as src/offline/plugin.ts's laterPostBuildSteps needs", async () => {
    // The installed build's own code, run as it is: buildLocale.js keeps the function that runs the
    // post-build steps to itself, so it is evaluated with the module's own require and handed out.
    const file = installed('@docusaurus/core/lib/commands/build/buildLocale.js');
    const source = readFileSync(file, 'utf8');
    expect(
      source,
      "buildLocale.js no longer runs the post-build steps through executePluginsPostBuild: check that Docusaurus still starts every plugin's postBuild at once, in list order, which src/offline/plugin.ts relies on",
    ).toMatch(/\bawait [\w.]+\('postBuild\(\)', \(\) => executePluginsPostBuild\(\{ plugins, props, /);
    // The plugins it runs are those each step is given (props.plugins), which laterPostBuildSteps wraps.
    expect(source).toMatch(/const \{[^}]*\bplugins\b[^}]*\} = props;/);
    const executePluginsPostBuild = new Function(
      'exports',
      'require',
      'module',
      '__filename',
      '__dirname',
      `${source}\nreturn executePluginsPostBuild;`,
    )({}, createRequire(file), {}, file, path.dirname(file)) as (args: unknown) => Promise<void>;

    // The offline plugin's step, first, then a plugin without one and two that write files; each
    // step records when it starts and ends.
    const events: string[] = [];
    const writer = (name: string, milliseconds: number) => ({
      name,
      postBuild: async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, milliseconds));
        events.push(`${name} ends`);
      },
    });
    const plugins = [
      {
        name: 'read-offline',
        postBuild: async (props: Parameters<typeof laterPostBuildSteps>[0]) => {
          events.push('read-offline starts');
          await laterPostBuildSteps(props);
          events.push('the worker is generated');
        },
      },
      { name: 'docusaurus-plugin-content-docs' },
      writer('page-heads', 40),
      writer('search', 10),
    ];
    const props = { plugins, siteConfig: { future: { v4: { removeLegacyPostBuildHeadAttribute: true } } } };
    await executePluginsPostBuild({ plugins, props, collectedData: {} });
    expect(
      events,
      "Docusaurus no longer starts every plugin's postBuild at once, in list order, before the first one ends: src/offline/plugin.ts's laterPostBuildSteps would generate the service worker before the files it precaches are written",
    ).toEqual([
      'read-offline starts',
      'page-heads starts',
      'search starts',
      'search ends',
      'page-heads ends',
      'the worker is generated',
    ]);
  });
});
