// A TypeDoc plugin: the reference's entry page is served at /api, the path spec §2.1 gives it,
// instead of /api/, the route Docusaurus gives a folder's index page.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { REFERENCE_FOLDER } from '../src/shared/siteLayout.mjs';
import { withFrontMatter } from './front-matter.mjs';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.url === 'index.md' && page.contents)
      page.contents = withFrontMatter(page.contents, { slug: `/${REFERENCE_FOLDER}` });
  });
}
