import type { HtmlTags } from '@docusaurus/types';
import { redirectToCleanPath } from './cleanPathRedirect';
import { scrollToFragment } from './fragmentScroll';
import { hideFailingLocalStorage } from './storageProbe';

// Inline scripts that run in each page's <head>, before any bundle (see each module): spec §2.3
// `….html` and `…/index.html` paths, and paths with needless escapes (`%24` for `$`), reload at the
// clean URL; spec §8 a failing storage costs one
// console warning, not an error per use. Given by a plugin rather than the site config's
// `headTags`, which Docusaurus also bundles into every page, where they would never run.
const headScripts = [
  `(${redirectToCleanPath.toString()})(window.location);`,
  `(${hideFailingLocalStorage.toString()})(window);`,
];

// And for readers without JavaScript: code block buttons (src/theme/CodeBlock/Buttons) are in the
// HTML but need JavaScript to work, so they are hidden then.
const withoutJavaScript = '<style>.code-block-buttons{display:none}</style>';

// And one at the end of each page's <body>, once its content is parsed (src/pageShell/fragmentScroll.ts).
const bodyEndScript = `(${scrollToFragment.toString()})(window);`;

/** The tags the page-shell plugin (plugin.ts) injects into every page. */
export const pageShellTags: { headTags: HtmlTags; postBodyTags: HtmlTags } = {
  headTags: [
    ...headScripts.map((innerHTML) => ({ tagName: 'script', innerHTML })),
    { tagName: 'noscript', innerHTML: withoutJavaScript },
  ],
  postBodyTags: [{ tagName: 'script', innerHTML: bodyEndScript }],
};
