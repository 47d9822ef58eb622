// The site's steps after the build, in the one order they run (below). Each feature gives a
// function of the built site (builtSite.ts), read once here and given to every step; this plugin
// alone of the site's has a `postBuild`, so no step relies on how Docusaurus schedules plugins'
// steps. (The preset's sitemap plugin runs its own, beside these: it writes sitemap.xml, which none
// of them reads and the offline worker does not precache.)
import type { LoadContext, Plugin } from '@docusaurus/types';
import { criticalCssStep } from '../criticalCss/criticalCssStep';
import { markdownTwinsStep } from '../markdownTwins/twinsStep';
import { offlineWorkerStep } from '../offline/serviceWorker';
import { searchIndexStep } from '../search/indexStep';
import { symbolIndexStep } from '../symbolIndex/symbolIndexStep';
import { drawCardsStep } from '../socialCards/pageCards';
import type { BuiltSite } from '../shared/builtSite';
import { readBuiltSite } from './builtSite';
import { pageHeadsStep } from './pageHeads';
import { runInOrder, type PostBuildStep } from './runInOrder';

/** The stages, in order: the steps of a stage run together, once every step of the one before has ended. */
const STAGES: PostBuildStep<BuiltSite>[][] = [
  // 1. Every page's final head: the policy, then its card's tags (the cards chosen here).
  [{ name: 'page heads', run: pageHeadsStep }],
  // 2. What is made from the finished pages, each into files of its own.
  [
    { name: 'markdown twins', run: markdownTwinsStep },
    { name: 'search index', run: searchIndexStep },
    { name: 'link-preview cards', run: drawCardsStep },
  ],
  // 3. What is made from the docs' sources and API model: the assistants' symbol index.
  [{ name: 'symbol index', run: symbolIndexStep }],
  // 4. Each page's critical CSS in its head, its stylesheet loaded without blocking the first
  // paint: after the steps that read the pages, so that none of them takes the CSS for content.
  [{ name: 'critical CSS', run: criticalCssStep }],
  // 5. The service worker, which precaches every file written before it.
  [{ name: 'offline worker', run: offlineWorkerStep }],
];

export default function postBuildPlugin(context: LoadContext): Plugin {
  return {
    name: 'post-build',
    async postBuild(props) {
      await runInOrder(readBuiltSite(context, props), STAGES);
    },
  };
}
