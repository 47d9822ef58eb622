// A TypeDoc plugin: each folder that groups areas (bindings/, effects/, gates/ …) gets an index page
// that lists its areas, as the reference's list of all modules does. Without one, /api/effects/
// answered "Page Not Found", and the breadcrumbs of a page under effects/TextModified skipped it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

/** The index page of each group, by group name, from the rows of the list of all modules. */
function groupPages(modulesMarkdown) {
  const rows = new Map();
  for (const [, group, area, description] of modulesMarkdown.matchAll(
    /^\| \[([a-z]+)\/([^\]]+)\]\([^)]+\) \| (.*) \|$/gm,
  )) {
    rows.set(group, [...(rows.get(group) ?? []), `| [${group}/${area}](${area}/index.md) | ${description} |`]);
  }
  return new Map(
    [...rows].map(([group, groupRows]) => [
      group,
      [
        `# ${group}`,
        '',
        `The areas of the reference under ${group}/, in alphabetical order. Each links to the page that lists its classes, functions, types and constants.`,
        '',
        '| Area | Description |',
        '| ------ | ------ |',
        ...groupRows,
        '',
      ].join('\n'),
    ]),
  );
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.url !== 'modules.md' || !page.contents) return;
    for (const [group, markdown] of groupPages(page.contents)) {
      const folder = path.join(path.dirname(page.filename), group);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'index.md'), markdown);
    }
  });
}
