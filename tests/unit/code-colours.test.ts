import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import config from '../../docusaurus.config';
import { coloursFromCss, themeStylesheet } from '../../src/codeBlocks/plugin';

describe('code colours in CSS (src/codeBlocks/plugin.ts)', () => {
  it('gives Prism no colours, so that server-rendered code carries no inline colours', () => {
    const { prism } = config.themeConfig as { prism: { theme: unknown; darkTheme: unknown } };
    expect(prism.theme).toBe(coloursFromCss);
    expect(prism.darkTheme).toBe(coloursFromCss);
    expect(coloursFromCss).toEqual({ plain: {}, styles: [] });
  });

  it('turns a theme into rules scoped to its colour mode, one selector per token type', () => {
    const css = themeStylesheet(
      {
        plain: { color: '#111111', backgroundColor: '#fafafa' },
        styles: [
          { types: ['comment', 'prolog'], style: { color: '#555555', fontStyle: 'italic' } },
          { types: ['tag'], languages: ['markup'], style: { color: '#aa0000', opacity: 0.7 } },
        ],
      },
      'dark',
    );
    expect(css.trim().split('\n')).toEqual([
      "[data-theme='dark'] { --prism-color: #111111; --prism-background-color: #fafafa; }",
      "[data-theme='dark'] .token.comment, [data-theme='dark'] .token.prolog { color: #555555; font-style: italic; }",
      "[data-theme='dark'] .language-markup .token.tag { color: #aa0000; opacity: 0.7; }",
    ]);
  });

  it('covers every token type of the stock themes the site starts from', () => {
    for (const theme of [themes.github, themes.dracula]) {
      const css = themeStylesheet(theme, 'light');
      for (const type of theme.styles.flatMap((entry) => entry.types)) {
        expect(css).toContain(`.token.${type}`);
      }
    }
  });
});
