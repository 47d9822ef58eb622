// The finished build as every post-build step sees it: one value, read once by src/postBuild/
// (builtSite.ts) and given to each step that src/postBuild/plugin.ts lists. Types only, here, so
// that the features whose steps take it import nothing above them.
import type { LoadContext, Props } from '@docusaurus/types';
import type { BuiltPage } from './builtPages.mjs';

/** The docs pages of one docs version. */
export interface DocsPages {
  /** The version's root path, ending in '/': `/mutate/`, `/mutate/1.0.0/`. */
  root: string;
  /** Every docs page, generated index pages included. */
  permalinks: string[];
  /** The sidebar's pages, in its order. */
  sidebarOrder: string[];
  /** Each doc's permalink, title and source file (`@site/docs/…`). */
  docs: { permalink: string; title: string; source: string }[];
}

/** A built HTML page, and where it is a docs page, its permalink and its version's root. */
export interface SitePage extends BuiltPage {
  docs?: { permalink: string; root: string };
}

export interface BuiltSite {
  context: LoadContext;
  /** What Docusaurus gives a `postBuild`: the build's folder, the plugins and their content. */
  props: Props;
  /** The docs versions, each with its pages. */
  versions: DocsPages[];
  /** Every HTML page of the build, as the last step that edited it wrote it. */
  pages: SitePage[];
  /** The docs page at `permalink`. */
  docsPage(permalink: string): SitePage;
  /** Writes `html` into the page's file and keeps it as the page's HTML for the later steps. */
  writePage(page: SitePage, html: string): void;
}
