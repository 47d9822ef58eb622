// The search index: Pagefind over the built docs pages, written to `<outDir>/<folder>/`. Run as its
// own process by the search plugin, given on its standard input as JSON the pages (`{ file, url, html }`,
// each page's HTML file, its URL and its HTML, read once by src/postBuild/) and the records of the reference's symbols and members
// (nameRecords.ts): Pagefind is an ES module only, which the loader of the site's config (jiti)
// cannot import. A failure exits non-zero with Pagefind's message, and the build fails.
// What a page gives the index is marked in its HTML (SearchableContent.tsx): its content only, with
// its kind as metadata and its section as a filter. The selectors below leave out what is in the
// content but is not its text.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

const EXCLUDED_SELECTORS = [
  // The basis notice that opens a hand-written page, the list that ends it and the marks after
  // names in its prose (src/provenance/; reference pages' notes are marked by rehypeSearchIgnore.ts).
  '[data-basis-notice]',
  '[data-basis-list]',
  '.basis-mark',
  // The types of an example's identifiers, shown on hover (src/codeBlocks/).
  '.type-popup',
  '.type-query',
  // Code blocks' buttons, headings' "#" links, a generated index page's breadcrumbs and pager.
  'button',
  '.hash-link',
  'nav',
];

function failOn(step, errors) {
  if (errors.length > 0) throw new Error(`search index: ${step} failed:\n${errors.join('\n')}`);
}

/**
 * Indexes `pages` (`{ file, url, html }`: the HTML file, the URL it is served at and its HTML) and `records` (Pagefind's
 * custom records) and writes the index into `folder` of `outDir`; resolves to the count of pages indexed.
 */
export async function indexSite(outDir, folder, { pages, records }) {
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: EXCLUDED_SELECTORS,
    // `$` is part of API names (`$mu`).
    includeCharacters: '$',
    forceLanguage: 'en',
  });
  failOn('creating the index', errors);
  try {
    for (const { file, url, html } of pages) {
      const added = await index.addHTMLFile({ url, content: html });
      failOn(`indexing ${file}`, added.errors);
      if (!added.file.meta.title) throw new Error(`search index: ${file} marks no content with a title`);
    }
    for (const record of records) {
      const added = await index.addCustomRecord(record);
      failOn(`indexing ${record.url}`, added.errors);
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, folder) });
    failOn('writing the index', written.errors);
    // Pagefind's own search interfaces, which the site does not use (it has its own box and page).
    for (const file of await readdir(written.outputPath)) {
      if (/^pagefind-(?:ui|component-ui|modular-ui|highlight)\./.test(file))
        await rm(path.join(written.outputPath, file));
    }
    return pages.length;
  } finally {
    await pagefind.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir, folder] = process.argv.slice(2);
  if (!folder) throw new Error('usage: node src/search/indexSite.mjs <build folder> <index folder> < input.json');
  const count = await indexSite(path.resolve(outDir), folder, JSON.parse(await text(process.stdin)));
  console.log(`[search] indexed ${count} pages and their members`);
}
