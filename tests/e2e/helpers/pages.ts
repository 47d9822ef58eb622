// The site's pages the specs visit: the sidebar's pages in order, and one page of each kind.
import type { Locator, Page } from '@playwright/test';
import pageTypes from '../../page-types.json';

/** A page of spec §2.1: its path under /mutate/, sidebar label, h1 and sidebar category if any. */
export type SidebarPage = {
  path: string;
  label: string;
  heading: string | RegExp;
  category?: string;
};

// Generated pages keep TypeDoc's heading wording ("Class: Mutator"); only the name is ours to check.
const generated = (name: string) => new RegExp(`(^|\\W)${name.replace('$', '\\$')}\\b`);

/** A category's index page followed by its pages; hand-written pages are headed by their label. */
const category = (label: string, indexPath: string, pages: [path: string, label: string][]): SidebarPage[] => [
  { path: indexPath, label, heading: label, category: label },
  ...pages.map(([path, pageLabel]) => ({ path, label: pageLabel, heading: pageLabel, category: label })),
];

/** Every page listed in the sidebar, in sidebar order (spec §2.1). */
export const sidebarPages: SidebarPage[] = [
  { path: '', label: 'Introduction', heading: 'Introduction' },
  { path: 'api', label: 'API reference', heading: /API/ },
  { path: 'guides/getting-started', label: 'Getting started', heading: 'Getting started' },
  ...category('collect', 'api-custom/collect/', [
    ['api-custom/collect/collect-destroy', 'collect.destroy'],
    ['api-custom/collect/collect-for-each', 'collect.forEach'],
    ['api-custom/collect/collect-get', 'collect.get'],
    ['api-custom/collect/collect-pause', 'collect.pause'],
    ['api-custom/collect/collect-scope', 'collect.scope'],
    ['api-custom/collect/collect-unpause', 'collect.unpause'],
  ]),
  ...category('mutate', 'api-custom/mutate/', [
    ['api-custom/mutate/mutate-get', 'mutate.get'],
    ['api-custom/mutate/mutate-pause', 'mutate.pause'],
    ['api-custom/mutate/mutate-reevaluate', 'mutate.reevaluate'],
    ['api-custom/mutate/mutate-revert', 'mutate.revert'],
    ['api-custom/mutate/mutate-unpause', 'mutate.unpause'],
  ]),
  ...category('Functions', 'api/lib/functions/', []),
  ...['$mu', 'collect', 'mutate'].map((name) => ({
    path: `api/lib/functions/${name}`,
    label: name,
    heading: generated(name),
    category: 'Functions',
  })),
  ...['api/Mutator/classes/Mutator', 'api/State/classes/State', 'api/globals/interfaces/Computable'].map((path) => {
    const name = path.split('/').at(-1)!;
    return { path, label: name, heading: generated(name) };
  }),
];

/** One page of each kind the site has, as paths relative to the base URL (shared with the benchmark). */
export { pageTypes };

/** A page to check, and what shows once its content has loaded after hydration, if anything. */
export type PageType = { name: string; path: string; loaded?: (page: Page) => Locator };

/** The search page with results for a query. */
export const searchResultsPage: PageType = {
  name: 'search page',
  path: 'search?q=revert',
  loaded: (page) => page.getByRole('main').locator('article h2 a').first(),
};

/** The paths of the docs page types: every page type but the not-found page. */
export const docsPagePaths: string[] = pageTypes
  .filter(({ name }) => name !== 'not-found page')
  .map(({ path }) => path);
