import { readFileSync } from 'node:fs';
import { htmlFiles } from '../../src/shared/builtPages.mjs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CRITICAL_CSS_BUDGET_GZIP_BYTES, criticalCssChooser } from '../../src/criticalCss/criticalCss';
import { withCriticalCss } from '../../src/criticalCss/criticalCssStep';
import { FIRST_SCREEN_BLOCKS, firstScreensOf } from '../../src/criticalCss/firstScreen';
import pageTypes from '../page-types.json';
import { builtOutput } from './built-output';

// Each page's critical CSS (src/criticalCss/): what its first screen needs, in both colour modes and
// at every width, and the stylesheet loaded after it without blocking the first paint.

const STYLESHEET = `
@layer docusaurus.infima,docusaurus.core;
@layer docusaurus.infima{
  :root{--ifm-navbar-height:3.75rem;--ifm-spacing:1rem;--ifm-pad:calc(var(--ifm-spacing)*2);--ifm-unused:#123;--ifm-text:#111;--ifm-size:100%;--ifm-leading:1.65;--ifm-family:system-ui}
  html{font:var(--ifm-size)/var(--ifm-leading)var(--ifm-family)}
  html[data-theme=dark]{--ifm-text:#eee}
  .navbar{height:var(--ifm-navbar-height);color:var(--ifm-text);transition:color .2s;cursor:pointer}
  .navbar:hover{color:red}
  .markdown p{padding:var(--ifm-pad)}
  .markdown table{border:1px solid}
  .footer{background:black}
}
@layer docusaurus.core{.core-only{color:blue}}
[data-theme=dark] .navbar{background:#222}
@media (width<=996px){.navbar{height:3rem}}
@media print{.navbar{display:none}}
`;

const page = (blocks: string) =>
  `<!doctype html><html lang=en><head><link rel=stylesheet href=/mutate/assets/css/styles.css /></head><body>` +
  `<nav class=navbar>Mutate</nav><div class=markdown>${blocks}</div><footer class=footer>©</footer></body></html>`;
const paragraphs = (count: number) => '<p>Text</p>'.repeat(count);

describe('a page’s critical CSS', () => {
  const choose = criticalCssChooser(STYLESHEET);

  it('holds the rules of what the first screen shows, at every width and in both colour modes', () => {
    const css = choose(page(paragraphs(1)));
    expect(css).toContain('.navbar{height:3.75rem;color:var(--ifm-text)}');
    expect(css).toContain('[data-theme=dark] .navbar{background:#222}');
    expect(css).toMatch(/@media \(width<=996px\)\{\.navbar\{height:3rem\}\}/);
    expect(css).toContain('html[data-theme=dark]{--ifm-text:#eee}');
    expect(css).toContain('.markdown p{padding:calc( 1rem *2)}');
    // Minified CSS runs `var()`s together: each is written out between spaces.
    expect(css).toContain('html{font:100% / 1.65 system-ui}');
  });

  it('leaves out what only scrolling, a pointer or print shows, and what moves', () => {
    const css = choose(page(paragraphs(1) + '<table></table>'.repeat(1)));
    // The table is the content's second block, in the first screen; the footer is not.
    expect(css).toContain('.markdown table{border:1px solid}');
    expect(css).not.toContain('.footer');
    expect(css).not.toContain(':hover');
    expect(css).not.toContain('display:none');
    expect(css).not.toMatch(/transition|cursor/);
    const below = choose(page(paragraphs(FIRST_SCREEN_BLOCKS) + '<table></table>'));
    expect(below).not.toContain('.markdown table');
  });

  it('declares only the custom properties it reads, writing out those of one value everywhere', () => {
    const css = choose(page(paragraphs(1)));
    expect(css).not.toContain('--ifm-unused');
    expect(css).not.toMatch(/--ifm-(?:navbar-height|spacing|pad|size|leading|family)/);
    // A property a colour mode changes stays a property.
    expect(css).toMatch(/:root\{--ifm-text:#111\}/);
  });

  it('keeps a property that a style attribute of the page reads', () => {
    expect(choose(page('<p style="color:var(--ifm-unused)">x</p>'))).toContain('--ifm-unused:#123');
  });

  it('names every cascade layer of the stylesheet first, in its order, so that the stylesheet cannot reorder them', () => {
    const css = choose(page(paragraphs(1)));
    expect(css.startsWith('@layer docusaurus.infima,docusaurus.core;')).toBe(true);
    expect(css).not.toContain('.core-only');
  });

  it('takes the first screen as the content’s first blocks, without footers', () => {
    const screen = firstScreensOf(page(paragraphs(FIRST_SCREEN_BLOCKS + 2)))(FIRST_SCREEN_BLOCKS);
    expect(screen.match(/<p>/g)).toHaveLength(FIRST_SCREEN_BLOCKS);
    expect(screen).not.toContain('<footer');
    expect(screen).toContain('<nav class="navbar">');
  });

  it('takes a closed disclosure as its summary alone', () => {
    const screen = firstScreensOf(page('<details><summary>More</summary><div><a href=/x>Hidden</a></div></details>'))(
      FIRST_SCREEN_BLOCKS,
    );
    expect(screen).toContain('<summary>More</summary>');
    expect(screen).not.toContain('Hidden');
    expect(
      firstScreensOf(page('<details open><summary>More</summary><div>Shown</div></details>'))(FIRST_SCREEN_BLOCKS),
    ).toContain('Shown');
  });

  it('styles fewer first blocks of a page whose first screen would exceed the budget, and fails one that exceeds it with one', () => {
    const blocks = paragraphs(1) + '<table></table>';
    const full = choose(page(blocks));
    const titleOnly = choose(page(paragraphs(1)));
    const budget = Math.floor((gzipSync(full).length + gzipSync(titleOnly).length) / 2);
    expect(gzipSync(titleOnly).length).toBeLessThan(gzipSync(full).length);
    const tight = criticalCssChooser(STYLESHEET, budget);
    expect(tight(page(blocks))).toBe(titleOnly);
    expect(() => criticalCssChooser(STYLESHEET, 10)(page(blocks))).toThrow(/more than 10 bytes of gzip critical CSS/);
  });

  it('matches sibling selectors on minified HTML, which leaves out end tags', () => {
    const choose = criticalCssChooser('.markdown li+li{margin-top:.25rem}');
    expect(choose(page('<ul><li>One<li>Two</ul>'))).toContain('.markdown li+li{margin-top:.25rem}');
  });
});

describe('a page with its critical CSS', () => {
  it('has it where the stylesheet was, a preload of the stylesheet after it, and the stylesheet at the end of the body', () => {
    const html = withCriticalCss(page('<p>x</p>'), '/mutate/assets/css/styles.css', '.a{color:red}');
    expect(html).toContain(
      '<head><style>.a{color:red}</style><link rel=preload href=/mutate/assets/css/styles.css as=style></head>',
    );
    expect(html).toMatch(/<\/footer><link rel=stylesheet href=\/mutate\/assets\/css\/styles\.css><\/body><\/html>$/);
    expect(html.match(/rel=stylesheet/g)).toHaveLength(1);
  });

  it('has the stylesheet before the inline scripts that end the body, which then run once it applies', () => {
    const withScripts = page('<p>x</p>').replace('</body>', '<script>scrollToFragment()</script></body>');
    const html = withCriticalCss(withScripts, '/mutate/assets/css/styles.css', '.a{color:red}');
    expect(html).toMatch(
      /<\/footer><link rel=stylesheet href=\/mutate\/assets\/css\/styles\.css><script>scrollToFragment\(\)<\/script><\/body>/,
    );
  });
});

// The built pages of every type (tests/page-types.json; the not-found page is 404.html).
const builtPageTypes = pageTypes.map(({ name, path: pagePath }) => ({
  name,
  html: readFileSync(
    path.join(
      builtOutput().buildDir,
      name === 'not-found page' ? '404.html' : path.join(pagePath === './' ? '' : pagePath, 'index.html'),
    ),
    'utf8',
  ),
}));
const BUDGET_GZIP_BYTES = CRITICAL_CSS_BUDGET_GZIP_BYTES;

it(`gives every built page at most ${BUDGET_GZIP_BYTES} bytes of gzip critical CSS`, () => {
  const { buildDir } = builtOutput();
  const pages: string[] = htmlFiles(buildDir);
  const over = pages.filter((file) => {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    const css = /<style>((?:(?!<\/?style)[^])*)<\/style><link rel=preload/.exec(html)?.[1];
    return !css || gzipSync(css).length > BUDGET_GZIP_BYTES;
  });
  expect(pages.length).toBeGreaterThan(200);
  expect(over).toEqual([]);
});

describe.each(builtPageTypes)('the built $name', ({ html }) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = [...head.matchAll(/<style>((?:(?!<\/?style)[^])*)<\/style><link rel=preload href=(\S+) as=style>/g)];

  it(`inlines at most ${BUDGET_GZIP_BYTES} bytes of gzip critical CSS, before a preload of the stylesheet`, () => {
    expect(styles).toHaveLength(1);
    const [[, css]] = styles;
    expect(css.length).toBeGreaterThan(1000);
    expect(gzipSync(css).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('links the stylesheet once, at the end of its body, with no inline event handler', () => {
    const [[, , href]] = styles;
    expect([...html.matchAll(/<link rel=stylesheet href=(\S+?)>/g)].map(([, linked]) => linked)).toEqual([href]);
    // At the end of the body, before its inline scripts only.
    expect(html).toMatch(
      new RegExp(`<link rel=stylesheet href=${href}>(\\s*<script>((?!</script>)[^])*</script>)*</body>`),
    );
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/);
  });

  it('keeps the Content-Security-Policy first in its head', () => {
    expect(head).toMatch(/^<!doctype html><html[^>]*><head><meta http-equiv="Content-Security-Policy"/);
  });
});
