// A TypeDoc plugin: the reference's entry page is served at /api, the path spec §2.1 gives it,
// instead of /api/, the route Docusaurus gives a folder's index page.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.url === 'index.md' && page.contents) page.contents = `---\nslug: /api\n---\n\n${page.contents}`;
  });
}
