// Where the reference documents each library declaration: the page generated for it, or for a
// member its owner's page at the member's heading or table row. Read from the generated Markdown,
// which TypeDoc writes before any page is compiled; shared by the examples' popups
// (src/codeBlocks/remarkTypedExamples.ts) and the links of names in prose (remarkApiLinks.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { isKindFolder } from '../apiReference/kindFolders';
import { REFERENCE_FOLDER } from '../shared/siteLayout.mjs';

/**
 * The anchors of a generated page: its headings' ids, as Docusaurus gives them (its slugger, one a
 * page, so that a repeated heading's id gets a number: `returns`, `returns-1`), and its tables'
 * `<a id>`s. The generated headings are plain text (names and words), which is what the slugger reads.
 */
function anchorsOf(markdown: string): string[] {
  const slugger = createSlugger();
  const headings = [...markdown.matchAll(/^#{1,6} +(.+?) *$/gm)].map(([, text]) => slugger.slug(text));
  return [...headings, ...[...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map(([, id]) => id)];
}

/**
 * The reference page of a library declaration, by its PROVENANCE.md key, from the generated pages
 * (docs/api/<module>/<kind>/<Name>.md, a namespace's functions under namespaces/<ns>/functions/); a
 * member's is its owner's page at the member's heading or table row (`#text`, `#property-collect`).
 * Paths start with `routePrefix`, the version's (src/versioning/docsVersions.ts).
 */
export function createReferencePages(apiDir: string, routePrefix = ''): (key: string) => string | undefined {
  const pages = new Map<string, { file: string; path: string }>();
  const files = existsSync(apiDir) ? readdirSync(apiDir, { recursive: true, encoding: 'utf8' }) : [];
  for (const file of files.sort()) {
    const parts = file.replace(/\.md$/, '').split(path.sep);
    const kind = parts.findIndex(isKindFolder);
    if (kind < 1 || !file.endsWith('.md')) continue;
    const module = parts.slice(0, kind).join('/');
    const names = parts.slice(kind).filter((part, i) => i % 2 === 1 && part !== 'index');
    const key = `${module} | ${names.join('.')}`;
    // A function and a namespace of one name (`mutate`): the function's page.
    if (names.length && (!pages.has(key) || parts[kind] === 'functions'))
      pages.set(key, { file: path.join(apiDir, file), path: `${routePrefix}/${REFERENCE_FOLDER}/${parts.join('/')}` });
  }
  const anchors = new Map<string, string[]>();
  return (key) => {
    if (pages.has(key)) return pages.get(key)!.path;
    const [module, label] = key.split(' | ');
    const dot = label.lastIndexOf('.');
    const owner = dot > 0 ? pages.get(`${module} | ${label.slice(0, dot)}`) : undefined;
    if (!owner) return undefined;
    if (!anchors.has(owner.file)) anchors.set(owner.file, anchorsOf(readFileSync(owner.file, 'utf8')));
    const member = label.slice(dot + 1).toLowerCase();
    const ids = anchors.get(owner.file)!;
    const anchor = ids.find((id) => id === member) ?? ids.find((id) => id.endsWith(`-${member}`));
    return anchor ? `${owner.path}#${anchor}` : owner.path;
  };
}
