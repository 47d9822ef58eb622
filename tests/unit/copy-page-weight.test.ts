import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

// The page's actions (src/markdownTwins/CopyPage.tsx) may add at most 500 bytes gzip to a page's
// first-visit JavaScript with their menu (the assistants issue's budget). The control's own code,
// minified and gzipped alone, weighed 522 bytes before the menu; the open menu (PageMenu.tsx) and
// the twin's fetch load on use, so they are not part of it. React, Docusaurus and the styles are
// the page's already.
const BEFORE_THE_MENU = 522;
const MENU_BUDGET = 500;

it(`the Copy page control with its menu adds at most ${MENU_BUDGET} bytes gzip to first-visit JavaScript`, async () => {
  const { outputFiles } = await build({
    entryPoints: ['src/markdownTwins/CopyPage.tsx'],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', '@docusaurus/*', '*.module.css', './fetchMarkdown', './PageMenu'],
  });
  const code = outputFiles[0].contents;
  // The menu's own code is loaded on use, not bundled here.
  expect(new TextDecoder().decode(code)).toContain('import("./PageMenu")');
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  console.log(`Copy page control: ${gzipBytes} bytes gzip, ${gzipBytes - BEFORE_THE_MENU} more than before the menu`);
  expect(gzipBytes - BEFORE_THE_MENU).toBeLessThanOrEqual(MENU_BUDGET);
});
