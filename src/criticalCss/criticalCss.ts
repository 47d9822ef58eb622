// A page's critical CSS: the rules of the site's stylesheet that its first screen (firstScreen.ts)
// needs, chosen by beasties, in both colour modes and at every width (media queries whose rules
// match are kept whole), less the custom properties nothing of it reads (usedProperties.ts).
import { gzipSync } from 'node:zlib';
import { compileSheet, type CompiledSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';
import { FIRST_SCREEN_BLOCKS, firstScreensOf } from './firstScreen';
import { constantProperties, forFirstPaint, layerOrderOf } from './firstPaintCss';

// The colour mode is set on <html> by Docusaurus's inline script, before the first paint, and the
// built HTML names none. A rule for either mode (`[data-theme=dark] .x`) is judged as if <html> had
// the mode it asks for: it is critical wherever its element is.
const COLOUR_MODE = 'data-theme';

type Rule = CompiledSheet['rules'][number];
type Match = NonNullable<Rule['match']>[number];

// What no first paint shows: the look of a pointer's hover, a press or focus (the reader's first
// touch comes after the stylesheet's); what is inside a box that shows only on hover or once
// scrolled: a type's popup, the version menu, a code block's buttons, the back-to-top button (the
// box's own rule, which hides it, stays); reduced motion; print.
const NOT_FIRST_PAINT_RE = new RegExp(
  [
    ':(?:hover|active|focus|focus-visible|focus-within)\\b',
    '\\.(?:type-popup|dropdown__menu)\\b.*[\\s>+~]',
    '\\.(?:dropdown__link|copyButton\\w*)\\b',
    '(?:\\.theme-back-to-top-button|\\.backToTopButton_\\w+)::?after',
  ].join('|'),
);
const isPrint = (rule: Rule) =>
  rule.wrap?.some((wrapper) => /@media (?:print\b|\(prefers-reduced-motion)/.test(wrapper)) ?? false;

/** `rule` without its selectors of what no first paint shows; undefined if it has no other. */
function firstPaintPart(rule: Rule): Rule | undefined {
  if (isPrint(rule)) return undefined;
  if (!rule.selectors || !rule.match) return rule;
  const kept = rule.selectors.flatMap((selector, index) => (NOT_FIRST_PAINT_RE.test(selector) ? [] : [index]));
  if (!kept.length) return undefined;
  return {
    ...rule,
    selectors: kept.map((index) => rule.selectors![index]),
    match: kept.map((index) => rule.match![index]),
  };
}

/** `match` with its colour-mode tests reduced to "a colour mode is set". */
function eitherColourMode(match: Match): Match {
  if (match === true || !match.program) return match;
  const compounds = match.program.compounds.map((compound) => ({
    ...compound,
    attrs: compound.attrs?.map((test) =>
      test.name === COLOUR_MODE ? { name: COLOUR_MODE, action: 'exists' as const } : test,
    ),
  }));
  return { ...match, program: { ...match.program, compounds } };
}

/** The page as the first paint sees it: its first screen of `blocks` content blocks, on an <html> with a colour mode. */
const asFirstPainted = (firstScreen: (blocks: number) => string, blocks: number): string =>
  firstScreen(blocks).replace(/<html(?=[\s>])/, `<html ${COLOUR_MODE}`);

/** The most gzip bytes of critical CSS a page carries (6 KB, of 1000 bytes, the bench's unit). */
export const CRITICAL_CSS_BUDGET_GZIP_BYTES = 6000;

// The style attributes of a page, whose custom properties the critical CSS declares too.
const STYLE_ATTRIBUTE_RE = /\sstyle=("[^"]*"|'[^']*'|[^\s>]+)/g;
const styleAttributesOf = (html: string): string =>
  [...html.matchAll(STYLE_ATTRIBUTE_RE)].map(([, value]) => value).join(';');

/**
 * A chooser of pages' critical CSS from the stylesheet `css`, compiled once for every page. A page
 * whose first screen's rules would exceed the budget has them for fewer of its first blocks; one
 * that exceeds it with its title alone is an error.
 */
export function criticalCssChooser(css: string, budget = CRITICAL_CSS_BUDGET_GZIP_BYTES): (html: string) => string {
  const compiled = compileSheet(css);
  if (compiled.warnings.length)
    throw new Error(`critical CSS: the stylesheet did not compile:\n${compiled.warnings.join('\n')}`);
  const rules = compiled.rules.flatMap((rule) => firstPaintPart(rule) ?? []);
  const sheet = { ...compiled, rules: rules.map((rule) => ({ ...rule, match: rule.match?.map(eitherColourMode) })) };
  const programs = collectPrograms([sheet]);
  const constants = constantProperties(css);
  // The stylesheet's order of cascade layers, whichever of them a page's critical CSS has: a
  // layer's place is where it is first named, and the critical CSS comes first.
  const layerOrder = `@layer ${layerOrderOf(css).join(',')};`;
  // Pages of one kind (two functions' reference pages) have the same critical rules: trimmed once.
  const trimmed = new Map<string, string>();
  const criticalFor = (html: string, firstScreen: (blocks: number) => string, blocks: number): string => {
    const scanned = scanHtml(asFirstPainted(firstScreen, blocks), programs, { chars: false });
    const { css: critical } = renderCriticalCss(sheet, scanned);
    const pageStyles = styleAttributesOf(html);
    const key = `${critical}\u0000${pageStyles}`;
    if (!trimmed.has(key)) trimmed.set(key, layerOrder + forFirstPaint(critical, pageStyles, constants));
    return trimmed.get(key)!;
  };
  return (html) => {
    const firstScreen = firstScreensOf(html);
    for (let blocks = FIRST_SCREEN_BLOCKS; blocks >= 1; blocks -= 1) {
      const critical = criticalFor(html, firstScreen, blocks);
      if (gzipSync(critical).length <= budget) return critical;
    }
    throw new Error(
      `its first screen needs more than ${budget} bytes of gzip critical CSS, with its first block alone`,
    );
  };
}
