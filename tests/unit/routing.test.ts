import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import routingPlugin, { CHUNK_ASSET_PLUGIN, LAZY_ROUTES_CHUNK_PAGES } from '../../src/routing/plugin';
import { contentChunkFile, lazyRoutesChunkFileOf, lazyRoutesChunkFiles } from '../built-chunks';
import { sitemapPaths } from '../site-crawl';
import {
  builtMainBundle as mainBundle,
  builtRuntime,
  generatedChunkNamesByRoute,
  generatedRouteChunkNames,
} from './helpers';
import { builtOutput } from './built-output';

// src/routing/plugin.ts; then the generated files and the built bundle.
const require = createRequire(import.meta.url);

type Loader = (
  this: {
    resourcePath: string;
    resourceQuery?: string;
    getOptions: () => object;
    addDependency: (file: string) => void;
  },
  source: string,
) => string;
const routesLoader = require('../../src/routing/routesLoader.cjs') as Loader;
const registryLoader = require('../../src/routing/registryLoader.cjs') as Loader;
const compactGlobalDataLoader = require('../../src/routing/compactGlobalDataLoader.cjs') as Loader;

// Docusaurus's plugin that the client config has, and the routing plugin removes.
const ChunkAssetPlugin = (require(CHUNK_ASSET_PLUGIN) as { default: new () => object }).default;

type Rule = { test: string; loader?: string; options: object };
function bundlerRules(isServer: boolean): Rule[] {
  const plugin = routingPlugin({
    siteDir: path.resolve('.'),
    generatedFilesDir: path.resolve('.docusaurus'),
    siteConfig,
  } as unknown as LoadContext);
  const utils = { currentBundler: { name: 'rspack', instance: require('@rspack/core') } };
  const docusaurusConfig = { output: {}, plugins: [new ChunkAssetPlugin()] };
  const config = plugin.configureWebpack!(docusaurusConfig as never, isServer, utils as never, {} as never) as {
    module: { rules: Rule[] };
  };
  return config.module.rules;
}
const generated = (file: string) => path.join(builtOutput().generatedDir, file);
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
  new Function(
    'exports',
    'require',
    ...Object.keys(scope),
    `${body}\nif (typeof _default !== 'undefined') exports.default = _default;`,
  )(exports, { resolveWeak: (request: string) => `weak:${request}` }, ...Object.values(scope));
  return exports;
}

type Route = { path: string; component: unknown; routes?: Route[] };
/** Docusaurus's generated table, each route's component being its chunk names, as the original looks them up. */
function generatedRouteTable(): Route[] {
  const chunkNamesByRoute = generatedChunkNamesByRoute();
  const creator = (routePath: string, hash: string) =>
    routePath === '*' ? {} : chunkNamesByRoute[`${routePath}-${hash}`];
  return evaluateModule(readFileSync(generated('routes.js'), 'utf8'), { ComponentCreator: creator }).default as Route[];
}
const allPaths = (routes: Route[]): string[] =>
  routes.flatMap((route) => [route.path, ...allPaths(route.routes ?? [])]);
const reference = '/mutate/api/';
const isReference = (route: Route) => route.path.startsWith(reference);
/** `routes` with the reference's routes in each list sorted by path, where the first of them is. */
function withReferenceSorted(routes: Route[]): Route[] {
  const start = routes.findIndex(isReference);
  const sorted = routes.filter(isReference).sort((a, b) => a.path.localeCompare(b.path));
  const others = routes
    .filter((route) => !isReference(route))
    .map((route) => (route.routes ? { ...route, routes: withReferenceSorted(route.routes) } : route));
  return start === -1 ? others : [...others.slice(0, start), ...sorted, ...others.slice(start)];
}

type Position = { parent: number[]; index: number; sidebar?: string };
type MainTable = {
  table: Route[];
  prefix: string;
  positions: Position[];
  chunkOf: (pathname: string) => number;
  loads: (() => unknown)[];
};
/** The browser's main route table, as routesLoader.cjs gives it. */
function mainTable(): MainTable {
  const withLazyRoutes = (
    table: Route[],
    prefix: string,
    positions: Position[],
    chunkOf: MainTable['chunkOf'],
    loads: MainTable['loads'],
  ) => ({ table, prefix, positions, chunkOf, loads });
  return evaluateModule(runLoader(routesLoader, 'routes.js', 'client'), {
    withRouteComponents: (routes: Route[]) => routes,
    withLazyRoutes,
  }).default as MainTable;
}
type RegistryEntries = Record<string, [() => unknown, string | null, string]>;
type LazyChunk = {
  groups: Route[][];
  registry: RegistryEntries;
  docs: { plugin: string; version: number; docs: { id: string; path: string }[] }[];
  chunkFiles: object;
  code: string;
};
/** Each chunk of the reference's routes, as routesLoader.cjs gives it. */
function lazyChunks(): LazyChunk[] {
  return mainTable().loads.map((_, chunk) => {
    const code = runLoader(routesLoader, 'routes.js', 'client', `?lazy=${chunk}`);
    return {
      ...(evaluateModule(code, { withRouteComponents: (routes: Route[]) => routes }) as Omit<LazyChunk, 'code'>),
      code,
    };
  });
}

describe('the route table, registry and global data in the browser (src/routing/plugin.ts)', () => {
  it("gives the browser each route's chunk names in place, and the reference's routes as a few chunks of their own, by area, that put back the whole table", () => {
    const full = generatedRouteTable();
    const main = mainTable();
    expect(main.prefix).toBe(reference);
    expect(main.positions.map((position) => position.sidebar)).toEqual(['docsSidebar']);
    // As many chunks as hold at most LAZY_ROUTES_CHUNK_PAGES pages each (route-chunks.test.ts).
    expect(main.loads.length).toBeGreaterThan(4);
    main.loads.forEach((load, chunk) =>
      expect(String(load)).toContain(
        `import(/* webpackChunkName: "lazy-routes-${chunk}" */ "./routes.js?lazy=${chunk}")`,
      ),
    );
    expect(allPaths(main.table).filter((routePath) => routePath.startsWith(reference))).toEqual([]);
    expect(allPaths(main.table)).toContain('/mutate/api'); // the reference's first page stays

    const chunks = lazyChunks();
    // Chunk files named without a hash (this configuration's) have no file table to move (lazy-chunk-files.test.ts).
    for (const chunk of chunks) expect(chunk.chunkFiles).toEqual({});
    const sizes = chunks.map((chunk) => chunk.groups.flat().length);
    expect(sizes.reduce((sum, size) => sum + size)).toBeGreaterThan(190);
    // The guard of a reference page's first visit: its chunk holds at most so many pages.
    for (const chunk of chunks) {
      const paths = allPaths(chunk.groups.flat());
      const areas = new Set(paths.map((routePath) => routePath.slice(reference.length).split('/')[0].toLowerCase()));
      expect([paths.length <= LAZY_ROUTES_CHUNK_PAGES || areas.size === 1, paths[0]]).toEqual([true, paths[0]]);
    }
    // Each chunk holds the routes chunkOf gives it, whole areas: a page's area index comes with it.
    chunks.forEach((chunk, index) => {
      for (const routePath of allPaths(chunk.groups.flat()))
        expect([routePath, main.chunkOf(routePath)]).toEqual([routePath, index]);
    });
    expect(main.chunkOf('/mutate/api/Mutator/classes/Mutator')).toBe(main.chunkOf('/mutate/api/Mutator/'));
    expect(main.chunkOf('/mutate/api/mutator/classes/mutator')).toBe(main.chunkOf('/mutate/api/Mutator/'));
    // Put back as src/routing/lazyRouteTable.ts does, in any order, they give Docusaurus's table, with chunk
    // names, but for the order of the reference's routes among themselves, which match one path each.
    const places = main.positions.map(({ parent, index }) => {
      const siblings = parent.reduce((list, at) => list[at].routes!, main.table);
      return { siblings, after: siblings[index - 1] };
    });
    for (const chunk of [...chunks].reverse()) {
      chunk.groups.forEach((routes, group) => {
        const { siblings, after } = places[group];
        siblings.splice(after === undefined ? 0 : siblings.indexOf(after) + 1, 0, ...routes);
      });
    }
    expect(allPaths(full).filter((routePath) => routePath.startsWith(reference)).length).toBeGreaterThan(190);
    expect(withReferenceSorted(main.table)).toEqual(withReferenceSorted(full));
    expect(full.at(-1)).toEqual({ path: '*', component: {} });
  });

  it("gives the browser's registry only the chunks the main table uses, the reference's chunks the rest, and server rendering every chunk by name", () => {
    const registryEntries = (code: string) =>
      evaluateModule(code, { withRouteComponents: () => [] }).default as RegistryEntries;
    const server = registryEntries(runLoader(registryLoader, 'registry.js', 'server'));
    const client = registryEntries(runLoader(registryLoader, 'registry.js', 'client'));
    const lazy = Object.assign({}, ...lazyChunks().map((chunk) => chunk.registry)) as RegistryEntries;
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

  it("gives server rendering the name of a reference page's routes chunk, and the original table", () => {
    const server = runLoader(routesLoader, 'routes.js', 'server');
    expect(server.startsWith(readFileSync(generated('routes.js'), 'utf8'))).toBe(true);
    const { lazyRoutesChunkNames } = evaluateModule(server, { ComponentCreator: () => ({}) }) as {
      lazyRoutesChunkNames: (pathname: string) => string[];
    };
    const { chunkOf } = mainTable();
    expect(lazyRoutesChunkNames('/mutate/api/Mutator/classes/Mutator')).toEqual([
      `lazy-routes-${chunkOf('/mutate/api/Mutator/classes/Mutator')}`,
    ]);
    expect(lazyRoutesChunkNames('/mutate/api/effects/classes/AddListener')).toEqual([
      `lazy-routes-${chunkOf('/mutate/api/effects/classes/AddListener')}`,
    ]);
    expect(lazyRoutesChunkNames('/mutate/guides/getting-started')).toEqual([]);
  });

  it('fails the build, naming the files, if a route has no chunk names, the table is no longer written as expected, or the routes to split off are apart', () => {
    const resourcePath = generated('routes.js');
    const options = {
      build: 'client',
      routeComponents: '/lazy.ts',
      lazyRouteTable: '/table.ts',
      lazyPrefix: reference,
      lazyChunkName: 'lazy-routes',
      lazyChunkPages: LAZY_ROUTES_CHUNK_PAGES,
    };
    const context = { resourcePath, resourceQuery: '', getOptions: () => options, addDependency() {} };
    const header = "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n";
    const notFound = "  { path: '*', component: ComponentCreator('*') },\n];\n";
    expect(() =>
      routesLoader.call(
        context,
        `${header}  { path: '/mutate/nowhere', component: ComponentCreator('/mutate/nowhere', 'abc') },\n${notFound}`,
      ),
    ).toThrow(
      `${resourcePath}: Docusaurus's route table changed shape (route /mutate/nowhere (abc) has no chunk names in ${generated('routesChunkNames.json')}): update src/routing/routeTable.cjs`,
    );
    const changedShape = `${resourcePath}: Docusaurus's route table changed shape`;
    expect(() =>
      routesLoader.call(context, "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default {};"),
    ).toThrow(`${changedShape} (no default export of an array of routes)`);
    expect(() =>
      routesLoader.call(context, `${header}  { path: '/mutate/', component: lazy(() => 1) },\n];\n`),
    ).toThrow(`${changedShape} (unexpected CallExpression at line 3)`);
    const [intro, api, guide] = ['/mutate/', '/mutate/api/Mutator/', '/mutate/guides/getting-started'].map(
      (routePath) => {
        const [key] = generatedRouteChunkNames(routePath);
        return `  { path: '${routePath}', component: ComponentCreator('${routePath}', '${key.slice(routePath.length + 1)}') },\n`;
      },
    );
    expect(() => routesLoader.call(context, `${header}${api}${guide}${api}${notFound}`)).toThrow(
      `The routes under ${reference} are not next to each other in the route table, so they cannot load as one group`,
    );
    // A table with nothing to split off stays whole, with no chunk to load.
    expect(routesLoader.call(context, `${header}${intro}${guide}${notFound}`)).not.toContain('withLazyRoutes');
  });

  it("keeps the reference's routes and registry entries out of the built main bundle, and has each reference page's HTML load the chunk of its routes", () => {
    const { buildDir } = builtOutput();
    const main = mainBundle();
    const routesChunks = lazyRoutesChunkFiles(buildDir);
    const lazy = routesChunks.map((file) => readFileSync(path.join(buildDir, 'assets/js', file), 'utf8'));
    expect(routesChunks).toHaveLength(mainTable().loads.length);
    expect(routesChunks).toContain(lazyRoutesChunkFileOf('/mutate/api/Mutator/classes/Mutator', buildDir));
    expect(main).not.toContain('path:"/mutate/api/Mutator/classes/Mutator"');
    // No module source paths either, which only server rendering reads.
    expect(main).not.toContain('"@site/docs/');

    const scripts = (page: string) =>
      [
        ...readFileSync(path.join(buildDir, page, 'index.html'), 'utf8').matchAll(
          /<script src="?\/mutate\/assets\/js\/([^" >]+)"? defer/g,
        ),
      ].map(([, file]) => file);
    const referencePages = sitemapPaths(buildDir).filter((pagePath) => pagePath.startsWith(reference));
    expect(referencePages.length).toBeGreaterThan(190);
    for (const pagePath of referencePages) {
      const holding = routesChunks.filter((_, index) => lazy[index].includes(`path:"${pagePath}"`));
      expect([
        pagePath,
        scripts(pagePath.slice('/mutate/'.length)).filter((file) => routesChunks.includes(file)),
      ]).toEqual([pagePath, holding]);
    }
    for (const page of ['api', 'guides/getting-started'])
      expect(scripts(page).filter((file) => routesChunks.includes(file))).toEqual([]);
  });

  it('names every built script by its chunk id, so the webpack runtime needs no table of chunk names', () => {
    const scripts = readdirSync(path.join(builtOutput().buildDir, 'assets/js')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(200);
    expect(scripts.filter((file) => !/^(\d+|main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
    // Nor Docusaurus's table of chunk ids by name (`__webpack_require__.gca`): route prefetching
    // finds a chunk's files through its registry entry (src/routing/routePrefetch.ts).
    const runtime = builtRuntime();
    const [, { content: mutatorContent }] = generatedRouteChunkNames('/mutate/api/Mutator/classes/Mutator');
    expect(runtime).not.toContain('.gca=');
    expect(runtime).not.toContain(mutatorContent);
    const plugin = routingPlugin({
      siteDir: path.resolve('.'),
      generatedFilesDir: generated(''),
      siteConfig,
    } as unknown as LoadContext);
    const configureClient = (config: { output: object; plugins: object[] }) =>
      plugin.configureWebpack!(
        config as never,
        false,
        { currentBundler: { name: 'rspack', instance: require('@rspack/core') } } as never,
        {} as never,
      );
    const config = { output: {}, plugins: [new ChunkAssetPlugin(), { other: true }] };
    configureClient(config);
    expect(config.plugins).toEqual([{ other: true }]);
    // Found by its class, not its name: with none to remove (a class of that name only, or Docusaurus's
    // renamed, moved or gone in an update), the build fails saying so.
    const SameName = class ChunkAssetPlugin {};
    expect(() => configureClient({ output: {}, plugins: [new SameName(), { other: true }] })).toThrow(
      `src/routing/plugin.ts: Docusaurus's client build has no ChunkAssetPlugin (${CHUNK_ASSET_PLUGIN}) to remove`,
    );
  });

  it("has each page's HTML load its route's chunks along with the main bundle", () => {
    const { buildDir } = builtOutput();
    const html = readFileSync(path.join(buildDir, 'guides/getting-started/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script src="?\/mutate\/([^" >]+)"? defer/g)].map(([, file]) => file);
    expect(scripts).toContain(`assets/js/${contentChunkFile('@site/docs/guides/getting-started.mdx', buildDir)}`);
    expect(scripts.length).toBeGreaterThan(3); // runtime, main, the doc page's chunks
  });

  it("sends the global data with most docs as their id alone, and the reference's docs with its routes: together, exactly the same data", () => {
    const source = readFileSync(generated('globalData.json'), 'utf8');
    const code = runLoader(compactGlobalDataLoader, 'globalData.json', 'client');
    const module = { exports: {} as Record<string, Record<string, { versions: { docs: { id: string }[] }[] }>> };
    new Function('module', code)(module);
    const chunks = lazyChunks();
    const runs = chunks.flatMap((chunk) => chunk.docs);
    const lazyCode = chunks.map((chunk) => chunk.code).join('\n');
    const docsOf = (data: typeof module.exports) => data['docusaurus-plugin-content-docs'].default.versions[0].docs;
    // The Mutator class page's doc comes with the reference's routes; a guide's travels as its id.
    expect(docsOf(module.exports).map((doc) => doc.id)).not.toContain('api/Mutator/classes/Mutator');
    expect(runs.flatMap((run) => run.docs.map((doc) => doc.id))).toContain('api/Mutator/classes/Mutator');
    expect(code).toContain('\\"guides/getting-started\\"');
    expect(code).not.toContain('/mutate/guides/getting-started');
    expect(code.length).toBeLessThan(source.length / 4);
    // The reference's docs, likewise, each with its routes.
    expect(lazyCode).toContain('"api/Mutator/classes/Mutator"');
    expect(lazyCode).not.toContain('{"id":"api/Mutator/classes/Mutator"');
    const { chunkOf } = mainTable();
    chunks.forEach((chunk, index) =>
      expect(chunk.docs.flatMap((run) => run.docs).every((doc) => chunkOf(doc.path) === index)).toBe(true),
    );
    // Put back as src/routing/lazyRouteTable.ts does, in any order, they give the same data, but for the
    // order of the docs, which are looked up by path.
    for (const { plugin, version, docs } of runs.reverse())
      module.exports['docusaurus-plugin-content-docs'][plugin].versions[version].docs.push(...docs);
    const byPath = (data: unknown) => {
      const copy = structuredClone(data) as typeof module.exports;
      for (const instance of Object.values(copy['docusaurus-plugin-content-docs'])) {
        for (const version of instance.versions)
          version.docs.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      }
      return copy;
    };
    expect(byPath(module.exports)).toEqual(byPath(JSON.parse(source)));
    expect(mainBundle()).toContain('sidebarOfIdOnlyDocs'); // the built bundle holds the compact form
  });
});

describe('the generated registry (src/routing/registry.cjs)', () => {
  it("fails the build with a plain message if Docusaurus's registry.js no longer lists entries as expected", () => {
    const { registryLines } = require('../../src/routing/registry.cjs') as {
      registryLines: (source: string, build: string) => unknown;
    };
    expect(() => registryLines('export default {\n  "abc": [load, "module", 1],\n};', 'client')).toThrow(
      "Docusaurus's generated registry.js changed shape: no line is an entry as src/routing/registry.cjs expects",
    );
  });
});
