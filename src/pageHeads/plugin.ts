// Every built page's head, edited in one pass after the build: the Content-Security-Policy's <meta>
// first (src/securityPolicy/), the link-preview card's tags last (src/socialCards/). Each page is
// read once and written once; the cards are drawn after.
import { writeFileSync } from 'node:fs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withMetaPolicy } from '../securityPolicy/policy.mjs';
import { readBuiltPages } from '../shared/builtPages.mjs';
import { pageCards } from '../socialCards/pageCards';

export default function pageHeadsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-heads',
    // Synchronous up to the drawing: the heads are rewritten before the post-build steps listed
    // after this plugin (twins, search index) start reading the pages. Every page's head is edited
    // before any is written, so a page that cannot be edited leaves the others as they were built.
    async postBuild({ outDir, plugins }) {
      const pages = withMetaPolicy(readBuiltPages(outDir));
      const cards = pageCards(context, { outDir, plugins });
      for (const { file, html } of cards.tagPages(pages)) writeFileSync(file, html);
      await cards.draw();
    },
  };
}
