// llms.txt and llms-full.txt (the llms.txt proposal): the site's title, its tagline as the summary,
// then sections of links to the twins: the docs in the order of the sidebar, then the API reference
// by area, in the alphabetical order of its modules page.
import { isKindFolder } from '../apiReference/kindFolders';
import { MCP_TOOLS } from '../shared/mcpTools.mjs';
import { oneLine } from '../shared/text.mjs';
import { twinUrl } from './twinUrl';

export type TwinPage = { permalink: string; title: string; description: string; text: string };
export type Section = { title: string; pages: TwinPage[] };

/** The area of a reference page (`effects/Abstract` for /api/effects/Abstract/classes/…); '' for /api/modules. */
export function areaOf(permalink: string, apiBase: string): string {
  const segments = permalink.slice(apiBase.length).split('/');
  if (permalink.endsWith('/')) return segments.slice(0, -1).join('/');
  const kind = segments.findIndex(isKindFolder);
  return segments.slice(0, kind >= 0 ? kind : -1).join('/');
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The sections: `sidebarOrder` (permalinks) first, with any other page outside the reference after
 * them, then each area of the reference (the pages under `apiBase` the sidebar does not list), its
 * index page first.
 */
export function sectionsOf(pages: TwinPage[], sidebarOrder: string[], apiBase: string): Section[] {
  const byPermalink = new Map(pages.map((page) => [page.permalink, page]));
  const listed = new Set(sidebarOrder);
  const rest = pages.filter((page) => !listed.has(page.permalink));
  const docs = [
    ...sidebarOrder.flatMap((permalink) => byPermalink.get(permalink) ?? []),
    ...rest.filter((page) => !page.permalink.startsWith(apiBase)),
  ];
  const areas = new Map<string, TwinPage[]>();
  for (const page of rest.filter((page) => page.permalink.startsWith(apiBase))) {
    const area = areaOf(page.permalink, apiBase);
    areas.set(area, [...(areas.get(area) ?? []), page]);
  }
  const reference = [...areas.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([area, areaPages]) => ({
      title: area === '' ? 'API reference' : `API reference: ${area}`,
      pages: areaPages.sort(
        (a, b) =>
          Number(b.permalink.endsWith('/')) - Number(a.permalink.endsWith('/')) || byName(a.permalink, b.permalink),
      ),
    }));
  return [{ title: 'Docs', pages: docs }, ...reference];
}

/** llms.txt's line on the server: its name, how to start it, its tools. */
export const mcpLine = (siteUrl: string): string => {
  const tools = Object.values(MCP_TOOLS).map((tool) => `\`${tool}\``);
  return `Assistants can also ask this documentation through its Model Context Protocol server, mutate-docs-mcp (\`npm run mcp\` in the docs' repository; \`--site ${siteUrl}\` reads this site): tools ${tools.join(', ')}.`;
};

export function llmsTxt(
  siteTitle: string,
  tagline: string,
  { fullUrl, siteUrl }: { fullUrl: string; siteUrl: string },
  sections: Section[],
): string {
  const lines = [
    `# ${siteTitle}`,
    '',
    `> ${oneLine(tagline)}`,
    '',
    `Every page of this documentation as Markdown: the guides and operation pages in the order of the site's sidebar, then the generated API reference by area. All of them in one file: [${fullUrl.split('/').pop()}](${fullUrl}).`,
    '',
    mcpLine(siteUrl),
  ];
  for (const { title, pages } of sections) {
    lines.push('', `## ${title}`, '');
    for (const page of pages) {
      const description = oneLine(page.description);
      lines.push(`- [${page.title}](${twinUrl(page.permalink)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt(siteTitle: string, tagline: string, sections: Section[]): string {
  const twins = sections.flatMap(({ pages }) => pages.map((page) => page.text.trim()));
  return `${[`# ${siteTitle}`, `> ${oneLine(tagline)}`, ...twins].join('\n\n')}\n`;
}
