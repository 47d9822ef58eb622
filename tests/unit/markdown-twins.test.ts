import { describe, expect, it } from 'vitest';
import { twinUrl } from '../../src/markdownTwins/twinUrl';
import { areaOf, llmsTxt, sectionsOf, type TwinPage } from '../../src/markdownTwins/llmsFiles';
import { pageToMarkdown, twinText } from '../../src/markdownTwins/pageToMarkdown';
import { linkRewriter } from '../../src/markdownTwins/writeTwins';
import { sidebarPermalinks } from '../../src/postBuild/docsPages';

// The parts of the Markdown twins (src/markdownTwins/) on small inputs; markdown-twins-build.test.ts
// checks the whole built site.
const page = (main: string, description = 'What the page is about.') =>
  `<html><head><meta data-rh=true name=description content="${description}"/></head><body><nav>chrome</nav>` +
  `<main><article><nav class=breadcrumbs>Home</nav><div class="theme-doc-markdown markdown"><header><h1>Guide</h1></header>${main}</div></article>` +
  '<nav class=pagination-nav>Next</nav></main><footer>footer</footer></body></html>';

const twinOf = (html: string, permalink = '/mutate/guides/guide') =>
  twinText(
    pageToMarkdown(
      html,
      linkRewriter(
        permalink,
        new Map([
          ['/mutate/guides/other', '/mutate/guides/other.md'],
          ['/mutate/guides/guide', '/mutate/guides/guide.md'],
          ['/mutate', '/mutate/index.md'],
        ]),
      ),
    ),
  );

describe('twinUrl', () => {
  it('adds .md to a page, index.md to an index page (a URL that ends with /)', () => {
    expect(twinUrl('/mutate/guides/getting-started')).toBe('/mutate/guides/getting-started.md');
    expect(twinUrl('/mutate/')).toBe('/mutate/index.md');
    expect(twinUrl('/mutate/api-custom/collect/')).toBe('/mutate/api-custom/collect/index.md');
  });
});

describe('pageToMarkdown', () => {
  it('gives the title, the description, then the content, without the chrome around it', () => {
    const twin = twinOf(
      page(
        '<h2 id=intro>Intro<a href=#intro class=hash-link aria-label="Direct link">​</a></h2><p>Text <em>here</em>.</p>',
      ),
    );
    expect(twin).toBe('# Guide\n\nWhat the page is about.\n\n## Intro\n\nText *here*.\n');
  });

  it('leaves out HTML comments, such as those React writes between adjacent texts', () => {
    expect(twinOf(page('<p><strong>Basis:</strong> <!-- -->this page<!-- --> (note)</p>'))).toBe(
      '# Guide\n\nWhat the page is about.\n\n**Basis:** this page (note)\n',
    );
  });

  it("keeps an anchor's text without the anchor: a table row's `<a id>` makes no empty link", () => {
    const html = page(
      '<table><thead><tr><th>Property</th><th>Description</th></tr></thead>' +
        '<tbody><tr><td><a id="property-factory"></a><code>factory</code></td><td>Made it.</td></tr></tbody></table>' +
        '<p><a id="here">Here</a> and <a href="/mutate/guides/other">there</a>.</p>',
    );
    const twin = twinOf(html);
    expect(twin).toContain('| `factory` | Made it. |');
    expect(twin).toContain('Here and [there](/mutate/guides/other.md).');
    expect(twin).not.toContain('[]');
  });

  it('leaves out what the page says for its HTML reader alone', () => {
    const html = page(
      '<p>Examples compile. <span data-html-only="true">Point at a name to see its type, or press <kbd>Tab</kbd>.</span></p>',
    );
    expect(twinOf(html)).toBe('# Guide\n\nWhat the page is about.\n\nExamples compile.\n');
  });

  it('says the description once when the content opens with it', () => {
    const twin = twinOf(
      page('<pre><code>x</code></pre><p>What the <code>page</code> is about.</p>', 'What the page is about.'),
    );
    expect(twin.match(/is about/g)).toHaveLength(1);
  });

  it('makes a code block a fence with its language, title and highlighted lines, without its buttons', () => {
    const block =
      '<div class="language-ts codeBlockContainer_x theme-code-block"><div class=codeBlockTitle_y>a.ts</div><div><pre><code>' +
      '<span class=token-line>const a = 1;<br/></span><span class="token-line theme-code-block-highlighted-line">a &lt; 2;<br/></span>' +
      '</code></pre><div class=buttonGroup><button>Copy</button></div></div></div>';
    expect(twinOf(page(block))).toContain('```ts title="a.ts" {2}\nconst a = 1;\na < 2;\n```');
  });

  it('makes an admonition a blockquote with a bold label: its kind, and its title if it has one', () => {
    const admonition = (kind: string, title: string) =>
      `<div class="theme-admonition theme-admonition-${kind} alert"><div class=admonitionHeading_a><span><svg></svg></span>${title}</div>` +
      '<div class=admonitionContent_b><p>Be careful.</p></div></div>';
    expect(twinOf(page(admonition('warning', 'warning')))).toContain('> **Warning**\n>\n> Be careful.');
    expect(twinOf(page(admonition('tip', 'Use a key')))).toContain('> **Tip: Use a key**\n>\n> Be careful.');
  });

  it("lists a generated index page's cards as links with their descriptions", () => {
    const html =
      '<html><head><meta name=description content="The functions."></head><body><main><div class=generatedIndexPage_x>' +
      '<header><h1>Functions</h1><p>The functions.</p></header><article><section class=row>' +
      '<article class="docCardListItem_a col"><a class=card href=/mutate/guides/other><h2><span aria-hidden=true>📄️</span> other</h2><p title=x>Does things.</p></a></article>' +
      '</section></article></div></main></body></html>';
    expect(twinOf(html)).toBe('# Functions\n\nThe functions.\n\n- [other](/mutate/guides/other.md): Does things.\n');
  });

  it('points links to the twins of pages, absolute, anchors kept; other links stay', () => {
    const links =
      '<p><a href=/mutate/guides/other#step>a</a> <a href=#intro>b</a> <a href=../#install>c</a> ' +
      '<a href=/mutate/img/logo.svg>d</a> <a href=https://example.org/x>e</a></p>';
    expect(twinOf(page(links))).toContain(
      '[a](/mutate/guides/other.md#step) [b](/mutate/guides/guide.md#intro) [c](/mutate/index.md#install) [d](/mutate/img/logo.svg) [e](https://example.org/x)',
    );
  });
});

describe('llms.txt', () => {
  const twin = (permalink: string): TwinPage => ({
    permalink,
    title: permalink,
    description: `About ${permalink}.`,
    text: '',
  });

  it('finds the area of a reference page', () => {
    expect(areaOf('/mutate/api/effects/Abstract/classes/AbstractEffect', '/mutate/api/')).toBe('effects/Abstract');
    expect(areaOf('/mutate/api/effects/', '/mutate/api/')).toBe('effects');
    expect(areaOf('/mutate/api/lib/namespaces/collect/functions/get', '/mutate/api/')).toBe('lib');
    expect(areaOf('/mutate/api/modules', '/mutate/api/')).toBe('');
  });

  it('orders the sidebar first, then each area alphabetically, its index page first', () => {
    const pages = [
      '/mutate/api/c/classes/C',
      '/mutate/api/B/',
      '/mutate/api/a/',
      '/mutate/guide',
      '/mutate/',
      '/mutate/api/modules',
      '/mutate/other',
    ].map(twin);
    const sections = sectionsOf(pages, ['/mutate/', '/mutate/guide'], '/mutate/api/');
    expect(sections.map(({ title, pages }) => [title, pages.map((page) => page.permalink)])).toEqual([
      ['Docs', ['/mutate/', '/mutate/guide', '/mutate/other']],
      ['API reference', ['/mutate/api/modules']],
      ['API reference: a', ['/mutate/api/a/']],
      ['API reference: B', ['/mutate/api/B/']],
      ['API reference: c', ['/mutate/api/c/classes/C']],
    ]);
    const urls = { fullUrl: '/mutate/llms-full.txt', siteUrl: 'https://example.org/mutate/' };
    expect(llmsTxt('Site', 'Does it.', urls, sections.slice(0, 1))).toBe(
      '# Site\n\n> Does it.\n\n' +
        "Every page of this documentation as Markdown: the guides and operation pages in the order of the site's sidebar, then the generated API reference by area. All of them in one file: [llms-full.txt](/mutate/llms-full.txt).\n\n" +
        "Assistants can also ask this documentation through its Model Context Protocol server, mutate-docs-mcp (`npm run mcp` in the docs' repository; `--site https://example.org/mutate/` reads this site): tools `search_docs`, `get_symbol`, `get_page`, `list_symbols`.\n\n" +
        '## Docs\n\n- [/mutate/](/mutate/index.md): About /mutate/.\n- [/mutate/guide](/mutate/guide.md): About /mutate/guide.\n- [/mutate/other](/mutate/other.md): About /mutate/other.\n',
    );
  });

  it("reads the sidebar's pages in order, a category's own page before its items", () => {
    const permalinks = sidebarPermalinks(
      [
        { type: 'doc', id: 'index' },
        { type: 'category', link: { type: 'doc', id: 'cat' }, items: [{ type: 'doc', id: 'cat/a' }] },
        { type: 'category', link: { type: 'generated-index', permalink: '/mutate/gen/' }, items: [{ type: 'link' }] },
      ],
      (id) => `/mutate/${id}`,
    );
    expect(permalinks).toEqual(['/mutate/index', '/mutate/cat', '/mutate/cat/a', '/mutate/gen/']);
  });
});
