import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { resolveInstalled, sourceEditRules, type Edit } from './sourceEdits';

// Fixes of how the table of contents highlights the part of the page in view (theme-common's
// useTOCHighlight), as edits checked by sourceEdits.ts:
// - The last headings of a short page can never scroll to the top of the window, so following the
//   table's last entry ("See") highlighted the one before ("Returns"), on 15 reference pages. At the
//   foot of the page, the heading the URL's fragment names is now the highlighted one if it is in view.
// - A long table of contents scrolls on its own, and its highlighted entry could be out of its view
//   (on Mutator's page, for its last members). The table now scrolls to show a newly highlighted entry,
//   and back to its top when the page is back at its own.
export default function tocHighlightFixesPlugin({ siteDir }: LoadContext): Plugin {
  const hook = path.join(path.dirname(resolveInstalled(siteDir, '@docusaurus/theme-common')), 'hooks/useTOCHighlight.js');
  const edits: Edit[] = [
    [
      'function getActiveAnchor(anchors, { anchorTopOffset, }) {',
      'function getActiveAnchor(anchors, { anchorTopOffset, }) {\n' +
        '    let fragment = "";\n' +
        '    try {\n' +
        '        fragment = decodeURIComponent(window.location.hash.slice(1));\n' +
        '    }\n' +
        '    catch { }\n' +
        '    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;\n' +
        '    const linked = atBottom && fragment && anchors.find((anchor) => anchor.id === fragment);\n' +
        '    const linkedRect = linked && getVisibleBoundingClientRect(linked);\n' +
        '    if (linkedRect && linkedRect.top >= anchorTopOffset && linkedRect.bottom <= window.innerHeight) {\n' +
        '        return linked;\n' +
        '    }',
    ],
    [
      'function getLinkAnchorValue(link) {',
      'function scrollIntoTableView(link) {\n' +
        '    const table = link.closest(".theme-doc-toc-desktop");\n' +
        '    if (!table) {\n' +
        '        return;\n' +
        '    }\n' +
        '    const linkRect = link.getBoundingClientRect();\n' +
        '    const tableRect = table.getBoundingClientRect();\n' +
        '    if (linkRect.top < tableRect.top) {\n' +
        '        table.scrollTop -= tableRect.top - linkRect.top;\n' +
        '    }\n' +
        '    else if (linkRect.bottom > tableRect.bottom) {\n' +
        '        table.scrollTop += linkRect.bottom - tableRect.bottom;\n' +
        '    }\n' +
        '}\n' +
        'function getLinkAnchorValue(link) {',
    ],
    [
      '            links.forEach((link) => {\n                updateLinkActiveClass(link, link === activeLink);',
      '            if (!activeLink && window.scrollY === 0) {\n' +
        '                document.querySelector(".theme-doc-toc-desktop")?.scrollTo({ top: 0 });\n' +
        '            }\n' +
        '            links.forEach((link) => {\n                updateLinkActiveClass(link, link === activeLink);',
    ],
    [
      '                link.classList.add(linkActiveClassName);',
      '                if (lastActiveLinkRef.current !== link) {\n' +
        '                    scrollIntoTableView(link);\n' +
        '                }\n' +
        '                link.classList.add(linkActiveClassName);',
    ],
  ];
  return {
    name: 'toc-highlight-fixes',
    configureWebpack: (_config, isServer) => (isServer ? {} : { module: { rules: sourceEditRules(siteDir, { [hook]: edits }) } }),
  };
}
