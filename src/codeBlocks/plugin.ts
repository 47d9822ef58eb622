import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, PluginModule } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { resolveInstalled } from '../shared/resolveInstalled';
import { BLOCK_TYPES_FOLDER, BLOCK_TYPES_MIME_TYPE } from './blockTypes';

// Code colours come from CSS, one set per colour mode, instead of from Prism themes, which
// prism-react-renderer applies as inline styles. Inline colours are those of the mode the HTML was
// rendered in (light), so the stock code block re-rendered every block after hydration to repaint
// it (src/theme/CodeBlock); with CSS the server-rendered block is right in either mode from the
// first paint, and the browser never re-highlights it.
// Prism itself loads only where code is highlighted in the browser (src/theme/CodeBlock/Content),
// with the site's extra languages (highlighterContent.ts): theme-classic's client module that
// imports it into every page to register `prism.additionalLanguages` (none are set) is left out.

/** The Prism theme for `themeConfig.prism`: no colours, which the stylesheet below provides. */
export const coloursFromCss: PrismTheme = { plain: {}, styles: [] };

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const declarations = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${cssProperty(name)}: ${String(value)};`)
    .join(' ');

/** The stylesheet equivalent of `theme` when `<html data-theme>` is `mode`. */
export function themeStylesheet(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = `[data-theme='${mode}']`;
  // The stock stylesheets paint code blocks with these two variables.
  const rules = [
    `${scope} { --prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor}; }`,
  ];
  for (const { types, languages, style } of theme.styles) {
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map((language) => `${scope} ${language && `.language-${language} `}.token.${type}`),
    );
    rules.push(`${selectors.join(', ')} { ${declarations(style)} }`);
  }
  return rules.join('\n') + '\n';
}

/**
 * How a page's module imports its checked examples' types (src/codeBlocks/remarkTypedExamples.ts):
 * the server build takes them as JSON, the browser build as the URL of a file it emits, named by
 * the types' hash.
 */
export function blockTypesRule(isServer: boolean) {
  return {
    scheme: 'data',
    mimetype: BLOCK_TYPES_MIME_TYPE,
    ...(isServer
      ? { type: 'json' }
      : { type: 'asset/resource', generator: { filename: `${BLOCK_TYPES_FOLDER}/[contenthash].json` } }),
  };
}

/**
 * A plugin that adds the stylesheet of both themes to every page, leaves Prism out of the main
 * bundle, and builds the checked examples' types with the pages that show them.
 */
export default function codeBlocks(themes: { light: PrismTheme; dark: PrismTheme }): PluginModule {
  return ({ siteDir, generatedFilesDir }: LoadContext) => {
    const here = path.join(siteDir, 'src/codeBlocks');
    const prismIncludeLanguages = resolveInstalled(
      siteDir,
      '@docusaurus/theme-classic/lib/prism-include-languages',
    ).replace(/\.js$/, '');
    const stylesheet = path.join(generatedFilesDir, 'code-colours', 'code-colours.css');
    mkdirSync(path.dirname(stylesheet), { recursive: true });
    writeFileSync(
      stylesheet,
      // Any Prism-rendered code (also a live code block's editor, or a block whose highlighter has
      // not loaded yet) takes the plain colours of the mode.
      '.prism-code { color: var(--prism-color); background-color: var(--prism-background-color); }\n' +
        themeStylesheet(themes.light, 'light') +
        themeStylesheet(themes.dark, 'dark'),
    );
    return {
      name: 'code-blocks',
      // The popups' styles are in the page's stylesheet: the HTML has them from the first paint.
      getClientModules: () => [stylesheet, path.join(here, 'typePopups.css')],
      configureWebpack: (_config, isServer) => ({
        // The client module is required by its path without extension.
        resolve: { alias: { [`${prismIncludeLanguages}$`]: false } },
        module: { rules: [blockTypesRule(isServer)] },
      }),
    };
  };
}
