import type { LoadContext, Plugin } from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';
import path from 'node:path';
import { apiRoot, createTypedocOptions, typedocOptions } from '../../typedoc.config';
import { CURRENT, docsVersions } from '../versioning/docsVersions';
import { referenceCache } from './referenceCache';

// docusaurus-plugin-typedoc with the options of typedoc.config.ts. Given here rather than next to
// the plugin's name in docusaurus.config.ts because Docusaurus bundles the site config, plugin
// options included, into every page: these options are long and hold absolute paths of the
// machine that builds the site. One instance a docs version (`version`, its Docusaurus name), each
// generating that version's reference from its own declarations into its own docs folder, unless
// the folder already holds what TypeDoc would write (referenceCache.ts).
export default async function apiReferencePlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const { id, version } = options as { id: string; version: string };
  const docsVersion = docsVersions.find(({ name }) => name === version);
  if (!docsVersion) throw new Error(`apiReferencePlugin: no docs version named ${version}`);
  const current = version === CURRENT;
  const versionOptions = current
    ? typedocOptions
    : createTypedocOptions(docsVersion.libraryRoot, docsVersion.referenceDir);
  const cache = referenceCache(context.siteDir, id, {
    libraryRoot: current ? apiRoot : docsVersion.libraryRoot,
    options: versionOptions,
    outDir: path.resolve(context.siteDir, versionOptions.out),
  });
  // In watch mode (`npm start`) TypeDoc keeps running, to regenerate on every change.
  if (!versionOptions.watch && cache.upToDate()) {
    console.log(`[api-reference] ${versionOptions.out} is up to date with its declarations: TypeDoc skipped.`);
    return { name: 'docusaurus-plugin-typedoc' };
  }
  // The plugin fills in its defaults; its types ask for every field (every sidebar option, for one).
  const plugin = await typedocPlugin(context, { ...versionOptions, id } as unknown as Parameters<
    typeof typedocPlugin
  >[1]);
  if (!versionOptions.watch) cache.record();
  return plugin;
}
