import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import shortTasksPlugin, { deferMainChunkStartup, mainChunkStartupDeferral } from '../../src/plugins/shortTasks';
import type { Edit } from '../../src/plugins/sourceEdits';
import { builtMainBundle, expectEditsApplied, generatedRouteChunkNames, sourceEditLoader } from './helpers';

// src/plugins/shortTasks.ts; the built bundle is checked after `docusaurus build`. Route prefetching
// (src/routePrefetch.ts) is checked in a browser: tests/e2e/prefetch.spec.ts.
const require = createRequire(import.meta.url);

type Rule = { test: string; loader?: string; options: { edits: Edit[] } };
function bundlerConfig(isServer: boolean, config = {}): { module?: { rules: Rule[] }; plugins?: object[] } {
  const plugin = shortTasksPlugin({ siteDir: path.resolve('.'), generatedFilesDir: path.resolve('.docusaurus'), siteConfig } as unknown as LoadContext);
  const utils = { currentBundler: { name: 'rspack', instance: require('@rspack/core') } };
  return plugin.configureWebpack!(config as never, isServer, utils as never, {} as never) as ReturnType<typeof bundlerConfig>;
}
const sourceEditRules = () =>
  bundlerConfig(false).module!.rules.filter((rule) => rule.loader === path.resolve('src/plugins/sourceEditLoader.cjs'));

describe('shorter main-thread tasks (src/plugins/shortTasks.ts)', () => {
  it('edits the installed Docusaurus, React Router, React DOM, react-helmet-async and search box modules it names, each edit applied', () => {
    const rules = sourceEditRules();
    expect(rules.map((rule) => path.basename(rule.test)).sort()).toEqual(
      ['SearchBar.jsx', 'index.module.js', 'react-dom-client.production.js', 'react-router.js', 'reactUtils.js', 'useCodeWordWrap.js', 'useWindowSize.js'],
    );
    expectEditsApplied(rules);
    // Server rendering gets only the search box's edit, for the search warm-up, which it imports too.
    expect(bundlerConfig(true).module!.rules.map((rule) => path.basename(rule.test))).toEqual(['SearchBar.jsx']);
  });

  it('leaves the table of chunk names by route path out of the built main bundle', () => {
    const main = builtMainBundle();
    const [gettingStarted, { content }] = generatedRouteChunkNames('/mutate/guides/getting-started');
    expect(main).not.toContain(`"${gettingStarted}"`);
    expect(main).toMatch(
      new RegExp(`\\{path:"/mutate/guides/getting-started",component:\\{__comp:"\\w+",content:"${content}"\\}`),
    );
  });

  it("sorts useShallowMemoObject's keys without localeCompare in the built bundle", () => {
    expect(builtMainBundle()).not.toMatch(/\[0\]\.localeCompare\(\w+\[0\]\)/);
  });

  it('has every built script start with the hint to compile all its functions while it downloads', () => {
    const jsDir = path.resolve('build/assets/js');
    const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(200);
    const unhinted = scripts.filter((file) => !readFileSync(path.join(jsDir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(unhinted).toEqual([]);
  });

  it("makes React DOM's marker errors without the Error constructor: same message and prototype, no stack", () => {
    const main = builtMainBundle();
    expect(main).not.toMatch(/=Error\(\w+\((460|461|474|519|542)\)\)/);
    const markerError = main.match(/function (\w+)\((\w+)\)\{return Object\.create\(Error\.prototype,\{message:\{value:\2,writable:!0,configurable:!0\}\}\)\}/);
    expect(markerError).not.toBeNull();
    for (const code of [460, 461, 474, 519, 542]) expect(main).toMatch(new RegExp(`=${markerError![1]}\\(\\w+\\(${code}\\)\\)`));
    const error = new Function(`${markerError![0]} return ${markerError![1]}('Hydration mismatch');`)() as Error;
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe('Error: Hydration mismatch');
    expect(error.stack).toBeUndefined();
  });

  it("has the main bundle hand its chunk to webpack in a microtask, after the bundle's top-level code", () => {
    const chunk = '[["1889"],{},function(e){}]';
    const deferred = deferMainChunkStartup('main.js', `//# hint\n(self.webpackChunkx=self.webpackChunkx||[]).push(${chunk});`, 'self.webpackChunkx');
    const microtasks: (() => void)[] = [];
    const self = {} as { webpackChunkx?: unknown[] };
    new Function('self', 'queueMicrotask', deferred)(self, (task: () => void) => microtasks.push(task));
    expect(self.webpackChunkx).toBeUndefined();
    microtasks.forEach((task) => task());
    expect(self.webpackChunkx).toEqual([[['1889'], {}, expect.any(Function)]]);
    expect(() => deferMainChunkStartup('main.js', 'console.log(1);', 'self.webpackChunkx')).toThrow(
      'main.js: expected one (self.webpackChunkx=self.webpackChunkx||[]).push( in the minified main bundle',
    );
    expect(builtMainBundle()).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n\(function\(chunk\)\{queueMicrotask\(function\(\)\{\(self\.webpackChunkmutate_docs=self\.webpackChunkmutate_docs\|\|\[\]\)\.push\(chunk\)\}\)\}\)\(\[\[/,
    );
  });

  it('defers the main chunk only in minified builds, so that `docusaurus build --no-minify` works', () => {
    expect(bundlerConfig(false, { optimization: { minimize: true } }).plugins).toContain(mainChunkStartupDeferral);
    expect(bundlerConfig(false, { optimization: { minimize: false } }).plugins).not.toContain(mainChunkStartupDeferral);
    expect(bundlerConfig(false, {}).plugins).not.toContain(mainChunkStartupDeferral);
  });

  it('fails the build, naming the file, if a module no longer has the text an edit replaces', () => {
    const resourcePath = '/x/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
    const getOptions = () => ({ edits: [['a[0].localeCompare(b[0])', 'a[0] < b[0]'] as Edit] });
    expect(() => sourceEditLoader.call({ resourcePath, getOptions }, 'deps.sort();')).toThrow(
      `${resourcePath} no longer contains a[0].localeCompare(b[0])`,
    );
  });
});
