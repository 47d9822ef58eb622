import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled } from '../shared/resolveInstalled';
import { pageShellTags } from './headScripts';

// The page shell's build-time parts: the inline scripts and tags of every page (headScripts.ts);
// the extension point that patches/@docusaurus+core+3.9.2.patch adds to Docusaurus's client
// (lib/client/siteHooks.js) filled by siteHooks.ts in the browser and siteHooks.server.ts in server
// rendering (aliased without extension, as the client's modules import it); and in the browser
// bundle, react-helmet-async replaced by helmetAfterMount.tsx, which applies a page's head once its
// <Head>s are mounted.
export default function pageShellPlugin({ siteDir }: LoadContext): Plugin {
  const coreSiteHooks = path.join(
    path.dirname(resolveInstalled(siteDir, '@docusaurus/core/lib/client/siteHooks.js')),
    'siteHooks',
  );
  const here = path.join(siteDir, 'src/pageShell');
  return {
    name: 'page-shell',
    injectHtmlTags: () => pageShellTags,
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: isServer
          ? { [`${coreSiteHooks}$`]: path.join(here, 'siteHooks.server.ts') }
          : {
              [`${coreSiteHooks}$`]: path.join(here, 'siteHooks.ts'),
              'react-helmet-async$': path.join(here, 'helmetAfterMount.tsx'),
            },
      },
    }),
  };
}
