import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Application, PackageJsonReader, TSConfigReader, TypeDocReader } from 'typedoc';
import { createTypedocOptions } from '../../typedoc.config';
import { chunkFileNamed } from '../built-chunks';
import { builtOutput } from './built-output';

/**
 * Generates the Markdown reference for the TypeScript tree at `root` into `out` the way
 * docusaurus-plugin-typedoc 1.2.3 does (its presets, our options, the same option readers), and
 * runs TypeDoc's validation too, which the plugin skips. Messages go to the console.
 *
 * @returns The converted project and how many warnings and errors TypeDoc logged.
 */
export async function generateReference(root: string, out: string) {
  // `sidebar` and `watch` are read by the Docusaurus plugin, not by TypeDoc.
  const { sidebar: _sidebar, watch: _watch, ...options } = createTypedocOptions(root, out);
  const app = await Application.bootstrapWithPlugins(
    {
      ...options,
      plugin: ['typedoc-plugin-markdown', ...options.plugin],
      hideBreadcrumbs: true,
      hidePageHeader: true,
      entryFileName: 'index.md',
    } as Parameters<typeof Application.bootstrapWithPlugins>[0],
    [new TypeDocReader(), new PackageJsonReader(), new TSConfigReader()],
  );
  const project = await app.convert();
  if (project) {
    app.validate(project);
    await app.generateOutputs(project);
  }
  return { project, warnings: app.logger.warningCount, errors: app.logger.errorCount };
}

/** Docusaurus's generated chunk names of each route (after a build), keyed by `${path}-${hash}`. */
export function generatedChunkNamesByRoute(): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(path.join(builtOutput().generatedDir, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
}

/** The key (`${path}-${hash}`) and chunk names of the generated route of `routePath`. */
export function generatedRouteChunkNames(routePath: string): [key: string, chunkNames: Record<string, string>] {
  return Object.entries(generatedChunkNamesByRoute()).find(([key]) => key.startsWith(`${routePath}-`))!;
}

/** The text of the built script of the chunk named `chunkName` ('main', 'runtime~main'), after `docusaurus build`. */
function builtNamedScript(chunkName: string): string {
  const { buildDir } = builtOutput();
  return readFileSync(path.join(buildDir, 'assets/js', chunkFileNamed(chunkName, buildDir)), 'utf8');
}

export const builtMainBundle = (): string => builtNamedScript('main');
export const builtRuntime = (): string => builtNamedScript('runtime~main');
