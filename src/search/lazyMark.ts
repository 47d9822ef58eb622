// Stands in for mark.js in the search plugin (see src/routing/plugin.ts): the plugin highlights
// search terms on the page a result opens, which only happens after a search, yet bundled mark.js
// into every page. The real mark.js is fetched the first time there is something to highlight.
import type Mark from 'mark.js/dist/mark.min.js';

type MarkOptions = Parameters<Mark['mark']>[1];

let RealMark: typeof Mark | undefined;

export default class LazyMark {
  constructor(private readonly root: Element) {}

  mark(keywords: string | string[], options?: MarkOptions): void {
    void import('mark.js/dist/mark.min.js').then(({ default: Loaded }) => {
      RealMark = Loaded;
      new Loaded(this.root).mark(keywords, options);
    });
  }

  // Until mark.js has loaded nothing has been highlighted, so there is nothing to clear.
  unmark(options?: MarkOptions): void {
    if (RealMark) new RealMark(this.root).unmark(options);
  }
}
