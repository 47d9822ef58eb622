import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled } from '../shared/resolveInstalled';

// What every page's scripts carry and how the browser starts them, beside the features' own plugins:
// - most of tslib stays out of the main bundle: @docusaurus/utils-common's CommonJS build requires
//   it whole for one helper, __importDefault, which tslibImportDefault.ts gives it instead;
// - every script asks the browser to compile all its functions at once (V8's explicit compile hint,
//   Chromium 136+): their functions nearly all run once loaded, and compiled while the file
//   downloads, on another thread, they no longer compile one by one on the main thread as the
//   page starts. Added after minification, which would drop the comment.
export default function bundlePlugin({ siteDir }: LoadContext): Plugin {
  const utilsCommon = path.dirname(resolveInstalled(siteDir, '@docusaurus/utils-common'));
  return {
    name: 'bundle',
    configureWebpack: (_config, isServer, { currentBundler }) =>
      isServer
        ? {}
        : {
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
          },
  };
}
