import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Application, PackageJsonReader, TSConfigReader, TypeDocReader } from 'typedoc';
import { createTypedocOptions } from '../../typedoc.config';

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

/** The built main bundle (after `docusaurus build`), which every page loads. */
export function builtMainBundle(): string {
  const jsDir = path.resolve('build/assets/js');
  return readFileSync(path.join(jsDir, readdirSync(jsDir).find((file) => /^main\..*\.js$/.test(file))!), 'utf8');
}
