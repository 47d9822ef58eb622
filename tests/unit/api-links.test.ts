import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, InlineCode, Link, Paragraph, PhrasingContent, Root } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { select, selectAll } from 'hast-util-select';
import { hasClass, isElement, textOf } from '../../src/shared/hast';
import { repositoryRoot as root } from '../../src/shared/repositoryRoot';
import { proseResolverOf, readProvenanceFile, type Provenance } from '../../src/provenance/provenanceIndex';
import { isUnchecked } from '../../src/provenance/basisWording';
import type { Element } from 'hast';
import { linkApiNames } from '../../src/provenance/remarkApiLinks';
import { builtOutput } from './built-output';

// Names in the prose of hand-written pages link to their reference (src/provenance/remarkApiLinks.ts):
// the transform on small trees, then the built pages.

const provenance: Provenance = new Map([
  ['Mutator | Mutator', { basis: 'V', facts: [] }],
  ['Mutator | Mutator.revert', { basis: 'C', facts: [] }],
  ['Mutator | Mutator.relocate', { basis: 'spec', facts: [] }],
  ['Mutator | Mutator.project', { basis: 'modelled', facts: [] }],
  ['Collector | Collector.revert', { basis: 'C', facts: [] }],
  ['lib | collect.get', { basis: 'V', facts: [] }],
]);
const referencePage = (key: string) => {
  const [module, label] = key.split(' | ');
  const [owner, member] = label.split('.');
  return owner === 'collect'
    ? `/api/lib/namespaces/collect/functions/${member}`
    : `/api/${module}/classes/${owner}${member ? `#${member.toLowerCase()}` : ''}`;
};

const code = (value: string): InlineCode => ({ type: 'inlineCode', value });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const heading = (depth: 1 | 2 | 3, ...children: PhrasingContent[]): Heading => ({ type: 'heading', depth, children });
const page = path.join(root, 'docs', 'guides', 'sample.mdx');

function linked(tree: Root, subject?: string) {
  const report = linkApiNames(tree, page, subject, provenance, referencePage);
  return { tree, report };
}

/** The links of a paragraph as `text -> url`, and its basis marks. */
const linksOf = (node: Paragraph) =>
  node.children.flatMap((child) =>
    child.type === 'link'
      ? [`${(child.children[0] as InlineCode).value} -> ${child.url}`]
      : child.type === 'emphasis' && child.data?.hName === 'sup'
        ? [`mark ${(child.children[0] as { value: string }).value}`]
        : [],
  );

describe('links of API names in prose', () => {
  it('links the first mention of a name in each section to its reference page and heading', () => {
    const { tree } = linked({
      type: 'root',
      children: [
        paragraph(code('Mutator'), { type: 'text', value: ' and ' }, code('Mutator')),
        heading(2, { type: 'text', value: 'Undo' }),
        paragraph(code('Mutator.revert()'), code('collect.get(name)'), code('Mutator')),
      ],
    });
    expect(linksOf(tree.children[0] as Paragraph)).toEqual(['Mutator -> /api/Mutator/classes/Mutator']);
    expect(linksOf(tree.children[2] as Paragraph)).toEqual([
      'Mutator.revert() -> /api/Mutator/classes/Mutator#revert',
      'collect.get(name) -> /api/lib/namespaces/collect/functions/get',
      'Mutator -> /api/Mutator/classes/Mutator',
    ]);
  });

  it('leaves headings, links, the page’s subject and code that names nothing as they are', () => {
    const link: Link = { type: 'link', url: '/api/Mutator/classes/Mutator', children: [code('Mutator')] };
    const { tree, report } = linked(
      {
        type: 'root',
        children: [
          heading(2, code('Mutator')),
          paragraph(link, code('Mutator'), code('collect.get'), code('display: none'), code('revert')),
        ],
      },
      'collect.get',
    );
    expect((tree.children[0] as Heading).children).toEqual([code('Mutator')]);
    // The link counts as the section's first mention.
    expect((tree.children[1] as Paragraph).children.slice(1)).toEqual([
      code('Mutator'),
      code('collect.get'),
      code('display: none'),
      code('revert'),
    ]);
    expect(report.unlinked).toEqual([{ code: 'collect.get', reason: 'the page’s subject' }]);
  });

  it('marks a name not checked against the library after its first link in a section, made here or not', () => {
    const own: Link = { type: 'link', url: '/api-custom/mutate/', children: [code('Mutator.project()')] };
    const { tree } = linked({
      type: 'root',
      children: [paragraph(code('Mutator.relocate'), own, code('Mutator.relocate'), code('Mutator.project'))],
    });
    expect(linksOf(tree.children[0] as Paragraph)).toEqual([
      'Mutator.relocate -> /api/Mutator/classes/Mutator#relocate',
      'mark spec',
      'Mutator.project() -> /api-custom/mutate/',
      'mark modelled',
    ]);
    const mark = (tree.children[0] as Paragraph).children[1];
    expect(mark.data).toMatchObject({ hProperties: { className: ['basis-mark'], dataBasis: 'spec' } });
  });

  it('fails on a name that two APIs have, naming the page, the line and the code', () => {
    const revert = {
      ...code('.revert()'),
      position: { start: { line: 12, column: 3 }, end: { line: 12, column: 14 } },
    };
    expect(() => linked({ type: 'root', children: [paragraph(revert)] })).toThrow(
      /^docs\/guides\/sample\.mdx:12: `\.revert\(\)` names 2 APIs \(Mutator \| Mutator\.revert, Collector \| Collector\.revert\)/,
    );
  });
});

/** The built HTML of a hand-written page. */
const built = (route: string) => readFileSync(path.join(builtOutput().buildDir, route, 'index.html'), 'utf8');

describe('links of API names in the built guides', () => {
  const siteProvenance = readProvenanceFile();
  const prose = proseResolverOf(siteProvenance);
  const pages = ['', 'guides/getting-started', 'api-custom/mutate', 'api-custom/collect/collect-pause'];
  /** The links of the article whose text is one code span, each with the basis mark after it. */
  const codeLinks = (html: string) => {
    const article = select('article', fromHtml(html))!;
    return selectAll('a', article).flatMap((link) => {
      const [only] = link.children;
      if (link.children.length !== 1 || !isElement(only, 'code')) return [];
      const href = String(link.properties.href);
      if (!href.startsWith('/mutate/api/')) return [];
      const parent = selectAll('*', article).find((node) => node.children.includes(link))!;
      const next = parent.children[parent.children.indexOf(link) + 1];
      return [{ href, text: textOf(only), mark: hasClass(next, 'basis-mark') ? textOf(next) : undefined }];
    });
  };

  it.each(pages)('/%s links names to headings that exist', (route) => {
    const links = codeLinks(built(route));
    expect(links.length).toBeGreaterThan(3);
    for (const { href } of links) {
      const [pathname, anchor] = href.replace(/^\/mutate\//, '').split('#');
      const target = path.join(builtOutput().buildDir, pathname, 'index.html');
      expect(existsSync(target), href).toBe(true);
      if (anchor) expect(readFileSync(target, 'utf8'), href).toMatch(new RegExp(`id="?${anchor}[" >]`));
    }
  });

  // Walks a built page's article in order, as the transform walks the page: each section's first
  // mention of a name must be a link, followed by its mark if the notice counts it as not checked.
  it.each(pages)('/%s links and marks the first mention of every name in each section', (route) => {
    const html = built(route);
    const article = select('article', fromHtml(html))!;
    const subject = prose.ofInlineCode(textOf(select('h1', article)!));
    const problems: string[] = [];
    let mentioned = new Set<string>();
    let checked = 0;
    const visit = (node: Element, parent: Element | undefined): void => {
      if (/^h[2-6]$/.test(node.tagName)) mentioned = new Set();
      // Headings, examples, the notices and the popups are not prose.
      if (
        /^h[1-6]$/.test(node.tagName) ||
        node.tagName === 'pre' ||
        node.properties.dataBasisNotice !== undefined ||
        node.properties.dataBasisList !== undefined
      )
        return;
      if (node.tagName === 'code') {
        // A link the page writes itself names what it links to.
        const href = parent?.tagName === 'a' ? String(parent.properties.href) : '';
        const key = prose.ofLink(href.replace(/^\/mutate/, '')) ?? prose.ofInlineCode(textOf(node));
        if (!key || key === subject || mentioned.has(key)) return;
        mentioned.add(key);
        checked++;
        const link = parent?.tagName === 'a' ? parent : undefined;
        if (!link) problems.push(`${textOf(node)}: not linked`);
        const holder = link && selectAll('*', article).find((element) => element.children.includes(link));
        const next = holder?.children[holder.children.indexOf(link!) + 1];
        const unchecked = isUnchecked(siteProvenance.get(key)?.basis);
        if (link && unchecked !== hasClass(next, 'basis-mark')) problems.push(`${textOf(node)}: mark ${!unchecked}`);
        return;
      }
      for (const child of node.children) if (isElement(child)) visit(child, node);
    };
    visit(article, undefined);
    expect(checked).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });

  it('links names on Getting started to their headings, and marks the ones not checked', () => {
    const links = codeLinks(built('guides/getting-started'));
    expect(links.length).toBeGreaterThanOrEqual(30);
    expect(links.find(({ text }) => text === 'bind()')).toMatchObject({
      href: '/mutate/api/Mutator/classes/Mutator#bind',
      mark: 'spec',
    });
    expect(links.find(({ text }) => text === '.after()')?.mark).toBe('modelled');
    expect(links.find(({ text }) => text === 'Mutator')?.mark).toBeUndefined();
  });

  it('keeps the links and the marks in the Markdown twin', () => {
    const twin = readFileSync(path.join(builtOutput().buildDir, 'guides', 'getting-started.md'), 'utf8');
    expect(twin).toContain('[`bind()`](/mutate/api/Mutator/classes/Mutator.md#bind) (spec)');
    expect(twin).toContain('[`.after()`](/mutate/api/Locator/interfaces/Inserter.md#after) (modelled)');
  });
});
