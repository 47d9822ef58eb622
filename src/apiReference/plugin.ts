import type { LoadContext } from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';
import { createTypedocOptions, typedocOptions } from '../../typedoc.config';
import { CURRENT, docsVersions } from '../versioning/docsVersions';

// docusaurus-plugin-typedoc with the options of typedoc.config.ts. Given here rather than next to
// the plugin's name in docusaurus.config.ts because Docusaurus bundles the site config, plugin
// options included, into every page: these options are long and hold absolute paths of the
// machine that builds the site. One instance a docs version (`version`, its Docusaurus name), each
// generating that version's reference from its own declarations into its own docs folder.
export default function apiReferencePlugin(context: LoadContext, options: unknown): ReturnType<typeof typedocPlugin> {
  const { id, version } = options as { id: string; version: string };
  const docsVersion = docsVersions.find(({ name }) => name === version);
  if (!docsVersion) throw new Error(`apiReferencePlugin: no docs version named ${version}`);
  const versionOptions =
    version === CURRENT ? typedocOptions : createTypedocOptions(docsVersion.libraryRoot, docsVersion.referenceDir);
  // The plugin fills in its defaults; its types ask for every field (every sidebar option, for one).
  return typedocPlugin(context, { ...versionOptions, id } as unknown as Parameters<typeof typedocPlugin>[1]);
}
