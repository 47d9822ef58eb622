import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { pageShellTags } from './headScripts';

// The page shell's build-time parts: the inline scripts and tags of every page (headScripts.ts),
// and in the browser bundle, react-helmet-async replaced by helmetAfterMount.tsx, which applies a
// page's head once its <Head>s are mounted.
export default function pageShellPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'page-shell',
    injectHtmlTags: () => pageShellTags,
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : { resolve: { alias: { 'react-helmet-async$': path.join(siteDir, 'src/pageShell/helmetAfterMount.tsx') } } },
  };
}
