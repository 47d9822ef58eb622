// "Read offline" at build time: Docusaurus's PWA plugin builds the service worker (its sw.js, with a
// Workbox precache manifest injected), wrapped here so that:
// - nothing registers the worker on a visit: the plugin's client module (registerSw.js) is dropped,
//   and the reader's "Read offline" control registers it (ReadOffline.tsx, offlineClient.ts);
// - the precache is exactly precache.ts's list of built files, including the Markdown twins, the
//   llms files and the search index (the plugin's own patterns leave those out), and its size is
//   written to PRECACHE_SUMMARY_FILE for the control to state;
// - the worker is generated after the other post-build steps, which write files it precaches.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
// The package's own typings declare its options only; its plugin function is typed in lib/.
import pwaPlugin from '@docusaurus/plugin-pwa/lib/index.js';
import type { PluginOptions } from '@docusaurus/plugin-pwa';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { precacheEntries, precacheSummary } from './precache';
import { PRECACHE_SUMMARY_FILE } from './precacheSummary';

const NAME = 'read-offline';
/** The post-build steps that may run before this plugin's: the preset's sitemap, which writes nothing precached. */
const EARLIER_POST_BUILD_STEPS = new Set(['docusaurus-plugin-sitemap']);

type PostBuild = NonNullable<Plugin['postBuild']>;
type PostBuildProps = Parameters<PostBuild>[0];

/**
 * Docusaurus starts every plugin's post-build step at once, in list order (a private contract:
 * tests/unit/private-contracts.test.ts runs the installed core's code on it). Called first in this
 * plugin's own step (the plugin is listed first), this wraps the steps of the plugins after it,
 * which Docusaurus starts next, and returns a promise of their end. Fails the build if a step that
 * may write files comes before.
 */
export function laterPostBuildSteps({ plugins }: PostBuildProps): Promise<unknown> {
  const at = plugins.findIndex((plugin) => plugin.name === NAME);
  const earlier = plugins
    .slice(0, at)
    .filter((plugin) => plugin.postBuild && !EARLIER_POST_BUILD_STEPS.has(plugin.name));
  if (earlier.length > 0)
    throw new Error(
      `${NAME}: list it before ${earlier.map((plugin) => plugin.name).join(', ')} in docusaurus.config.ts: the service worker precaches what their post-build steps write`,
    );
  const steps: unknown[] = [];
  for (const plugin of plugins.slice(at + 1)) {
    const step = plugin.postBuild?.bind(plugin);
    if (step)
      plugin.postBuild = (props) => {
        const running = step(props);
        steps.push(running);
        return running;
      };
  }
  // Docusaurus calls the wrapped steps synchronously once this step awaits: by this callback, all have started.
  return Promise.resolve().then(() => Promise.all(steps));
}

export default function readOfflinePlugin(context: LoadContext): Plugin | null {
  const options: PluginOptions = {
    debug: false,
    // Read by the dropped client module only: the control registers the worker with offline mode on.
    offlineModeActivationStrategies: [],
    injectManifestConfig: {
      // The build's files, as listed by precache.ts, in place of the plugin's patterns' (the plugin
      // sets globPatterns itself). Its size goes to the summary file.
      manifestTransforms: [
        () => {
          const manifest = precacheEntries(context.outDir);
          writeFileSync(path.join(context.outDir, PRECACHE_SUMMARY_FILE), JSON.stringify(precacheSummary(manifest)));
          return { manifest, warnings: [] };
        },
      ],
      // The plugin sets the worker's source and destination itself.
    } as unknown as PluginOptions['injectManifestConfig'],
    pwaHead: [],
    // Takes control of open tabs once the first worker is active; answers uncached pages offline (see the file).
    swCustom: path.join(__dirname, 'workerAdditions.js'),
    swRegister: false,
  };
  // Null in development (`npm start`), where nothing is precached.
  const plugin = pwaPlugin(context, options);
  if (!plugin) return null;
  return {
    name: NAME,
    postBuild: async (props) => {
      await laterPostBuildSteps(props);
      await plugin.postBuild!({ ...props, content: undefined });
    },
  };
}
