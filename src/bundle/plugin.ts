import path from 'node:path';
import { getSwcJsMinimizerOptions, rspack } from '@docusaurus/faster';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';
import { resolveInstalled } from '../shared/resolveInstalled';

/** The webpack runtime's file, which holds every async chunk's file hash. */
export const RUNTIME_CHUNK_FILE = /(^|\/)runtime~[^/]*\.js$/;

// What every page's scripts carry and how the browser starts them, beside the features' own plugins:
// - most of tslib stays out of the main bundle: @docusaurus/utils-common's CommonJS build requires
//   it whole for one helper, __importDefault, which tslibImportDefault.ts gives it instead;
// - every script asks the browser to compile all its functions at once (V8's explicit compile hint,
//   Chromium 136+): their functions nearly all run once loaded, and compiled while the file
//   downloads, on another thread, they do not compile one by one on the main thread as the page
//   starts. Added after minification, which would drop the comment;
// - the runtime's minified names do not depend on the chunk hashes it holds while it is minified:
//   those are not yet the files' real hashes, which are written in after, and a build from the
//   bundler's cache can hold others. The minifier names variables by how often each character
//   occurs in the file, so such a build gave the same runtime with other names. The runtime is
//   minified with names given in order instead (the other files hold no such hashes).
export default function bundlePlugin({ siteDir }: LoadContext): Plugin {
  const utilsCommon = path.dirname(resolveInstalled(siteDir, '@docusaurus/utils-common'));
  return {
    name: 'bundle',
    configureWebpack: (config, isServer, { currentBundler }) => {
      if (isServer) return {};
      // Docusaurus's own minimizer (its bundler is @docusaurus/faster's Rspack), with its options.
      const { SwcJsMinimizerRspackPlugin } = rspack;
      type MinimizerOptions = NonNullable<
        ConstructorParameters<typeof SwcJsMinimizerRspackPlugin>[0]
      >['minimizerOptions'];
      const options = { minify: true, ...getSwcJsMinimizerOptions() } as MinimizerOptions;
      // Rspack's plugins, in a config typed as webpack's.
      const runtimeApart = [
        new SwcJsMinimizerRspackPlugin({ exclude: RUNTIME_CHUNK_FILE, minimizerOptions: options }),
        new SwcJsMinimizerRspackPlugin({
          include: RUNTIME_CHUNK_FILE,
          // Not in the package's types; the binding refuses a mangle option it does not know.
          minimizerOptions: { ...options, mangle: { disableCharFreq: true } as object },
        }),
      ] as unknown as WebpackPluginInstance[];
      const minimizers = config.optimization?.minimize ? (config.optimization.minimizer ?? []) : [];
      if (minimizers.length > 0) {
        if (!minimizers.some((minimizer) => minimizer instanceof SwcJsMinimizerRspackPlugin))
          throw new Error(
            "src/bundle/plugin.ts: Docusaurus no longer minifies scripts with @docusaurus/faster's SwcJsMinimizerRspackPlugin; give the runtime's minifier names in order with the one it uses",
          );
        config.optimization!.minimizer = minimizers.flatMap((minimizer) =>
          minimizer instanceof SwcJsMinimizerRspackPlugin ? runtimeApart : [minimizer],
        );
      }
      return {
        // Maps (no comment in the files) for scripts/bench/bundle-breakdown.mjs only; else no maps.
        ...(process.env.BUNDLE_SOURCE_MAPS === 'true' && { devtool: 'hidden-source-map' }),
        plugins: [
          new currentBundler.instance.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /\.js$/,
            stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
        module: {
          rules: [
            {
              test: utilsCommon,
              resolve: { alias: { tslib$: path.join(siteDir, 'src/bundle/tslibImportDefault.ts') } },
            },
          ],
        },
      };
    },
  };
}
