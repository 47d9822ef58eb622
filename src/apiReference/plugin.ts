import type { LoadContext } from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';
import { typedocOptions } from '../../typedoc.config';

// docusaurus-plugin-typedoc with the options of typedoc.config.ts. Given here rather than next to
// the plugin's name in docusaurus.config.ts because Docusaurus bundles the site config, plugin
// options included, into every page: these options are long and hold absolute paths of the
// machine that builds the site.
export default function apiReferencePlugin(context: LoadContext): ReturnType<typeof typedocPlugin> {
  // The plugin fills in its defaults; its types ask for every field (every sidebar option, for one).
  return typedocPlugin(context, typedocOptions as unknown as Parameters<typeof typedocPlugin>[1]);
}
