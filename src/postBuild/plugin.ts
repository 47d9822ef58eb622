// The site's steps after the build, in the one order they run (below). Each feature gives a
// function of the built site; this plugin alone of the site's has a `postBuild`, so no step relies on
// how Docusaurus schedules plugins' steps. (The preset's sitemap plugin runs its own, beside these:
// it writes sitemap.xml, which none of them reads and the offline worker does not precache.)
import type { LoadContext, Plugin } from '@docusaurus/types';
import { inlineCriticalCss } from '../criticalCss/criticalCssStep';
import { markdownTwinsStep } from '../markdownTwins/twinsStep';
import { offlineWorkerStep } from '../offline/serviceWorker';
import { searchIndexStep } from '../search/indexStep';
import { symbolIndexStep } from '../symbolIndex/symbolIndexStep';
import { pageCards } from '../socialCards/pageCards';
import { editPageHeads } from './pageHeads';
import { runInOrder } from './runInOrder';

export default function postBuildPlugin(context: LoadContext): Plugin {
  const offlineWorker = offlineWorkerStep(context);
  return {
    name: 'post-build',
    async postBuild(props) {
      const { outDir, plugins } = props;
      const site = { outDir, plugins };
      const cards = pageCards(context, site);
      await runInOrder([
        // 1. Every page's final head: the policy, then its card's tags (the cards chosen here).
        [{ name: 'page heads', run: () => editPageHeads(outDir, cards) }],
        // 2. What is made from the finished pages, each into files of its own.
        [
          { name: 'markdown twins', run: () => markdownTwinsStep(context, site) },
          { name: 'search index', run: () => searchIndexStep(context, site) },
          { name: 'link-preview cards', run: () => cards.draw() },
        ],
        // 3. What is made from the twins and the pages: the assistants' symbol index.
        [{ name: 'symbol index', run: () => symbolIndexStep(context, site) }],
        // 4. Each page's critical CSS in its head, its stylesheet loaded without blocking the first
        // paint: after the steps that read the pages, so that none of them takes the CSS for content.
        [{ name: 'critical CSS', run: () => inlineCriticalCss(outDir, context.siteConfig.baseUrl) }],
        // 5. The service worker, which precaches every file written before it.
        [{ name: 'offline worker', run: () => offlineWorker?.(props) }],
      ]);
    },
  };
}
