import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import trimMainBundlePlugin from '../../src/plugins/trimMainBundle';
import { chunksHolding, lazyRoutesChunk } from '../site-crawl';
import { builtMainBundle as mainBundle, builtRuntime, expectEditsApplied, generatedChunkNamesByRoute, generatedRouteChunkNames } from './helpers';

// src/plugins/trimMainBundle.ts; the built bundle is checked after `docusaurus build`.
const require = createRequire(import.meta.url);
const utilsCommonLib = path.dirname(require.resolve('@docusaurus/utils-common'));

type Loader = (this: { resourcePath: string; resourceQuery?: string; getOptions: () => object; addDependency: (file: string) => void }, source: string) => string;
const routesLoader = require('../../src/plugins/routesLoader.cjs') as Loader;
const registryLoader = require('../../src/plugins/registryLoader.cjs') as Loader;
const compactGlobalDataLoader = require('../../src/plugins/compactGlobalDataLoader.cjs') as Loader;

type Rule = { test: string; loader?: string; options: object };
function bundlerRules(isServer: boolean): Rule[] {
  const plugin = trimMainBundlePlugin({ siteDir: path.resolve('.'), generatedFilesDir: path.resolve('.docusaurus'), siteConfig } as unknown as LoadContext);
  const config = plugin.configureWebpack!({ output: {} } as never, isServer, {} as never, {} as never) as { module: { rules: Rule[] } };
  return config.module.rules;
}
const generated = (file: string) => path.resolve('.docusaurus', file);
/** Runs `loader` on the generated `file`, with the options of its rule in the `build` build. */
function runLoader(loader: Loader, file: string, build: 'client' | 'server', resourceQuery = '') {
  const rule = bundlerRules(build === 'server').find((candidate) => candidate.test === generated(file))!;
  const context = { resourcePath: generated(file), resourceQuery, getOptions: () => rule.options, addDependency() {} };
  return loader.call(context, readFileSync(generated(file), 'utf8'));
}
/** Evaluates an ES module's text whose imports are `scope`'s names: its default export, or its named ones. */
function evaluateModule(code: string, scope: Record<string, unknown>): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace('export default', 'const _default =')
    .replace(/^export const (\w+)/gm, 'const $1 = exports.$1');
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', ...Object.keys(scope), `${body}\nif (typeof _default !== 'undefined') exports.default = _default;`)(
    exports,
    { resolveWeak: (request: string) => `weak:${request}` },
    ...Object.values(scope),
  );
  return exports;
}

type Route = { path: string; component: unknown; routes?: Route[] };
/** Docusaurus's generated table, each route's component being its chunk names, as the original looks them up. */
function generatedRouteTable(): Route[] {
  const chunkNamesByRoute = generatedChunkNamesByRoute();
  const creator = (routePath: string, hash: string) => (routePath === '*' ? {} : chunkNamesByRoute[`${routePath}-${hash}`]);
  return evaluateModule(readFileSync(generated('routes.js'), 'utf8'), { ComponentCreator: creator }).default as Route[];
}
const allPaths = (routes: Route[]): string[] => routes.flatMap((route) => [route.path, ...allPaths(route.routes ?? [])]);
const reference = '/mutate/api/';

describe('code kept out of the main bundle (src/plugins/trimMainBundle.ts)', () => {
  it('gives @docusaurus/utils-common all the tslib helpers it uses', () => {
    const helpers = readdirSync(utilsCommonLib)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => readFileSync(path.join(utilsCommonLib, file), 'utf8').match(/tslib_1\.(\w+)/g) ?? [])
      .map((use) => use.replace('tslib_1.', ''));
    expect(new Set(helpers)).toEqual(new Set(['__importDefault']));
  });

  it('leaves Prism, mark.js, the search box on demand and the rest of tslib out of the built main bundle', () => {
    const main = mainBundle();
    expect(main).not.toContain('__awaiter'); // tslib
    expect(main).not.toContain('punctuation'); // a token name of Prism's grammars
    expect(main).not.toContain('acrossElements'); // a mark.js option
    expect(main).not.toContain('releaseProxy'); // a comlink export
    expect(main).not.toContain('M17 6v12c0'); // an icon of the search box's suggestion templates
  });

  it("gives the browser each route's chunk names in place, and the reference's routes as a chunk of their own that puts back the whole table", () => {
    const full = generatedRouteTable();
    const withLazyRoutes = (table: Route[], prefix: string, positions: { parent: number[]; index: number; sidebar?: string }[], load: () => unknown) => ({ table, prefix, positions, load });
    const main = evaluateModule(runLoader(routesLoader, 'routes.js', 'client'), { withRouteComponents: (routes: Route[]) => routes, withLazyRoutes })
      .default as ReturnType<typeof withLazyRoutes>;
    expect(main.prefix).toBe(reference);
    expect(main.positions.map((position) => position.sidebar)).toEqual(['docsSidebar']);
    expect(String(main.load)).toMatch(/import\(\/\* webpackChunkName: "lazy-routes" \*\/ "\.\/routes\.js\?lazy"\)/);
    expect(allPaths(main.table).filter((routePath) => routePath.startsWith(reference))).toEqual([]);
    expect(allPaths(main.table)).toContain('/mutate/api'); // the reference's first page stays

    const lazy = evaluateModule(runLoader(routesLoader, 'routes.js', 'client', '?lazy'), { withRouteComponents: (routes: Route[]) => routes });
    const groups = lazy.groups as Route[][];
    // Chunk files named without a hash (this configuration's) have no file table to move (lazy-chunk-files.test.ts).
    expect(lazy.chunkFiles).toEqual({});
    expect(groups.flat().length).toBeGreaterThan(190);
    expect(allPaths(groups.flat()).every((routePath) => routePath.startsWith(reference))).toBe(true);
    // Put back as src/lazyRouteTable.ts does, they give Docusaurus's table, with chunk names.
    groups.forEach((routes, group) => {
      const { parent, index } = main.positions[group];
      parent.reduce((list, at) => list[at].routes!, main.table).splice(index, 0, ...routes);
    });
    expect(main.table).toEqual(full);
    expect(full.at(-1)).toEqual({ path: '*', component: {} });
  });

  it("gives the browser's registry only the chunks the main table uses, the reference's chunk the rest, and server rendering every chunk by name", () => {
    const registryEntries = (code: string, name = 'default') => evaluateModule(code, { withRouteComponents: () => [] })[name] as Record<string, [() => unknown, string | null, string]>;
    const server = registryEntries(runLoader(registryLoader, 'registry.js', 'server'));
    const client = registryEntries(runLoader(registryLoader, 'registry.js', 'client'));
    const lazy = registryEntries(runLoader(routesLoader, 'routes.js', 'client', '?lazy'), 'registry');
    expect(Object.keys(server).length).toBeGreaterThan(220);
    expect(Object.keys({ ...client, ...lazy }).sort()).toEqual(Object.keys(server).sort());
    expect(Object.keys(lazy).length).toBeGreaterThan(190);
    expect(Object.keys(client).filter((name) => name in lazy)).toEqual([]);
    // Each entry is [load the chunk, module path, module id]: the server gets the chunk's name as
    // its path (so that a page's HTML lists the chunks it rendered), the browser null.
    for (const [name, entry] of Object.entries(server)) expect(entry[1]).toBe(name);
    for (const entry of [...Object.values(client), ...Object.values(lazy)]) expect(entry[1]).toBeNull();
    expect(Object.values(lazy).map((entry) => entry[2])).toContain('weak:@site/docs/api/Mutator/classes/Mutator.md');
  });

  it('fails the build, naming the files, if a route has no chunk names, the table is no longer written as expected, or the routes to split off are apart', () => {
    const resourcePath = generated('routes.js');
    const options = { routeComponents: '/lazy.ts', lazyRouteTable: '/table.ts', lazyPrefix: reference, lazyChunkName: 'lazy-routes' };
    const context = { resourcePath, getOptions: () => options, addDependency() {} };
    const header = "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n";
    const notFound = "  { path: '*', component: ComponentCreator('*') },\n];\n";
    expect(() => routesLoader.call(context, `${header}  { path: '/mutate/nowhere', component: ComponentCreator('/mutate/nowhere', 'abc') },\n${notFound}`)).toThrow(
      `${resourcePath}: route /mutate/nowhere (abc) has no chunk names in ${generated('routesChunkNames.json')}`,
    );
    expect(() => routesLoader.call(context, "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default {};")).toThrow(
      `${resourcePath} no longer contains "export default [\\n"`,
    );
    const [intro, api, guide] = ['/mutate/', '/mutate/api/Mutator/', '/mutate/guides/getting-started'].map((routePath) => {
      const [key] = generatedRouteChunkNames(routePath);
      return `  { path: '${routePath}', component: ComponentCreator('${routePath}', '${key.slice(routePath.length + 1)}') },\n`;
    });
    expect(() => routesLoader.call(context, `${header}${api}${guide}${api}${notFound}`)).toThrow(
      `The routes under ${reference} are not next to each other in the route table, so they cannot load as one group`,
    );
    // A table with nothing to split off stays whole, with no chunk to load.
    expect(routesLoader.call(context, `${header}${intro}${guide}${notFound}`)).not.toContain('withLazyRoutes');
  });

  it("keeps the reference's routes and registry entries out of the built main bundle, and has each reference page's HTML load them", () => {
    const main = mainBundle();
    const lazy = readFileSync(path.resolve('build/assets/js', lazyRoutesChunk()), 'utf8');
    expect(main).not.toContain('path:"/mutate/api/Mutator/classes/Mutator"');
    expect(lazy).toContain('path:"/mutate/api/Mutator/classes/Mutator"');
    // Registry entries are [load the chunk, null, module id]: the main table's few, and the rest.
    const entries = (code: string) => code.match(/\.then\(\w+\.bind\(\w+,\d+\)\),null,\d+\]/g)?.length ?? 0;
    expect(entries(main)).toBeLessThan(40);
    expect(entries(lazy)).toBeGreaterThan(190);
    expect(main).not.toMatch(/"@site\/docs\//);

    const scripts = (page: string) =>
      [...readFileSync(path.resolve('build', page, 'index.html'), 'utf8').matchAll(/<script src="?\/mutate\/assets\/js\/([^" >]+)"? defer/g)].map(([, file]) => file);
    expect(scripts('api/Mutator/classes/Mutator')).toContain(lazyRoutesChunk());
    expect(scripts('api')).not.toContain(lazyRoutesChunk());
    expect(scripts('guides/getting-started')).not.toContain(lazyRoutesChunk());
  });

  it("has Docusaurus's preload add a page's routes before matching it, and server rendering report the routes' chunk for reference pages", () => {
    const edited = bundlerRules(false).filter((rule) => rule.loader?.endsWith('sourceEditLoader.cjs'));
    expect(edited.map((rule) => path.basename(rule.test))).toEqual(['preload.js']);
    expectEditsApplied(edited as never);
    const serverEdited = bundlerRules(true).filter((rule) => rule.loader?.endsWith('sourceEditLoader.cjs'));
    expect(serverEdited.map((rule) => path.basename(rule.test))).toEqual(['serverEntry.js']);
    expectEditsApplied(serverEdited as never);
  });

  it('names every built script by its chunk id, so the webpack runtime needs no table of chunk names', () => {
    const scripts = readdirSync(path.resolve('build/assets/js')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(200);
    expect(scripts.filter((file) => !/^(\d+|main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
    // Nor Docusaurus's table of chunk ids by name (`__webpack_require__.gca`): route prefetching
    // finds a chunk's files through its registry entry (src/routePrefetch.ts).
    const runtime = builtRuntime();
    const [, { content: mutatorContent }] = generatedRouteChunkNames('/mutate/api/Mutator/classes/Mutator');
    expect(runtime).not.toContain('.gca=');
    expect(runtime).not.toContain(mutatorContent);
    const ChunkAssetPlugin = (require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as { default: new () => object }).default;
    const plugin = trimMainBundlePlugin({ siteDir: path.resolve('.'), generatedFilesDir: generated(''), siteConfig } as unknown as LoadContext);
    const config = { output: {}, plugins: [new ChunkAssetPlugin(), { other: true }] };
    plugin.configureWebpack!(config as never, false, {} as never, {} as never);
    expect(config.plugins).toEqual([{ other: true }]);
  });

  it("has each page's HTML load its route's chunks along with the main bundle", () => {
    const html = readFileSync(path.resolve('build/guides/getting-started/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script src="?\/mutate\/([^" >]+)"? defer/g)].map(([, file]) => file);
    const content = chunksHolding('@site/docs/guides/getting-started.mdx').map((name) => `assets/js/${name}`);
    expect(content).toHaveLength(1);
    expect(scripts).toContain(content[0]);
    expect(scripts.length).toBeGreaterThan(3); // runtime, main, the doc page's chunks
  });

  it("sends the global data with most docs as their id alone, and the reference's docs with its routes: together, exactly the same data", () => {
    const source = readFileSync(generated('globalData.json'), 'utf8');
    const code = runLoader(compactGlobalDataLoader, 'globalData.json', 'client');
    const module = { exports: {} as Record<string, Record<string, { versions: { docs: { id: string }[] }[] }>> };
    new Function('module', code)(module);
    const lazyCode = runLoader(routesLoader, 'routes.js', 'client', '?lazy');
    const lazy = evaluateModule(lazyCode, { withRouteComponents: () => [] });
    const runs = lazy.docs as { plugin: string; version: number; at: number; docs: { id: string }[] }[];
    const docsOf = (data: typeof module.exports) => data['docusaurus-plugin-content-docs'].default.versions[0].docs;
    // The Mutator class page's doc comes with the reference's routes; a guide's travels as its id.
    expect(docsOf(module.exports).map((doc) => doc.id)).not.toContain('api/Mutator/classes/Mutator');
    expect(runs.flatMap((run) => run.docs.map((doc) => doc.id))).toContain('api/Mutator/classes/Mutator');
    expect(code).toContain('\\"guides/getting-started\\"');
    expect(code).not.toContain('/mutate/guides/getting-started');
    expect(code.length).toBeLessThan(source.length / 4);
    // The reference's docs, likewise.
    expect(lazyCode).toContain('"api/Mutator/classes/Mutator"');
    expect(lazyCode).not.toContain('{"id":"api/Mutator/classes/Mutator"');
    // Put back as src/lazyRouteTable.ts does.
    for (const { plugin, version, at, docs } of runs) module.exports['docusaurus-plugin-content-docs'][plugin].versions[version].docs.splice(at, 0, ...docs);
    expect(module.exports).toEqual(JSON.parse(source));
    expect(mainBundle()).toContain('sidebarOfIdOnlyDocs'); // the built bundle holds the compact form
  });
});
