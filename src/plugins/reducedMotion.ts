import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled, sourceEditRules, type Edit } from './sourceEdits';

// "Scroll back to top" glided up even for readers who ask for reduced motion: Infima turns smooth
// scrolling off in CSS for them, and theme-common then animates the scroll in JavaScript instead.
// It now jumps to the top for them (WCAG 2.3.3), as an edit checked by sourceEdits.ts.
export default function reducedMotionPlugin({ siteDir }: LoadContext): Plugin {
  const themeCommonLib = path.dirname(resolveInstalled(siteDir, '@docusaurus/theme-common'));
  const edits: Record<string, Edit[]> = {
    [path.join(themeCommonLib, 'utils/scrollUtils.js')]: [[
      'cancelRef.current = supportsNativeSmoothScrolling',
      "cancelRef.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches\n                ? (window.scrollTo(0, top), () => {})\n                : supportsNativeSmoothScrolling",
    ]],
  };
  return {
    name: 'reduced-motion',
    configureWebpack: (_config, isServer) => (isServer ? {} : { module: { rules: sourceEditRules(siteDir, edits) } }),
  };
}
