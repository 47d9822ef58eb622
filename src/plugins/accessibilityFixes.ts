import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled, sourceEditRules, type Edit } from './sourceEdits';

// Accessibility fixes of theme-common, as edits checked by sourceEdits.ts:
// - "Scroll back to top" glided up even for readers who ask for reduced motion: Infima turns smooth
//   scrolling off in CSS for them, and theme-common then animates the scroll in JavaScript instead.
//   It now jumps to the top for them (WCAG 2.3.3).
// - "Skip to main content" (and the focus reset after a navigation) focused its target and at once
//   took away the tabindex that made it focusable, which Chromium answers by dropping focus to the
//   body. The tabindex now goes when focus leaves the target.
// And of theme-classic: the route-change progress bar had NProgress's `role="bar"`, not an ARIA
// role; it is hidden from assistive technology, as the page's spinner says the page is loading.
export default function accessibilityFixesPlugin({ siteDir }: LoadContext): Plugin {
  const themeCommonLib = path.dirname(resolveInstalled(siteDir, '@docusaurus/theme-common'));
  const themeClassicLib = path.dirname(resolveInstalled(siteDir, '@docusaurus/theme-classic'));
  const edits: Record<string, Edit[]> = {
    [path.join(themeCommonLib, 'utils/scrollUtils.js')]: [[
      'cancelRef.current = supportsNativeSmoothScrolling',
      "cancelRef.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches\n                ? (window.scrollTo(0, top), () => {})\n                : supportsNativeSmoothScrolling",
    ]],
    [path.join(themeCommonLib, 'utils/skipToContentUtils.js')]: [[
      "    el.focus();\n    el.removeAttribute('tabindex');",
      "    el.focus();\n    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });",
    ]],
    [path.join(themeClassicLib, 'nprogress.js')]: [[
      'nprogress.configure({ showSpinner: false });',
      "nprogress.configure({\n  showSpinner: false,\n  barSelector: '.bar',\n  template: '<div class=\"bar\" aria-hidden=\"true\"><div class=\"peg\"></div></div>',\n});",
    ]],
  };
  // A category page's card named its page with an emoji first ("📄️ $mu"), which screen readers
  // read out ("page facing up, $mu"); the emoji is now only shown. In both builds, as the page's
  // HTML holds the cards.
  const bothBuildsEdits: Record<string, Edit[]> = {
    [path.join(themeClassicLib, 'theme/DocCard/index.js')]: [['{icon} {title}', '<span aria-hidden="true">{icon}</span> {title}']],
  };
  return {
    name: 'accessibility-fixes',
    configureWebpack: (_config, isServer) => ({
      module: { rules: sourceEditRules(siteDir, isServer ? bothBuildsEdits : { ...edits, ...bothBuildsEdits }) },
    }),
  };
}
