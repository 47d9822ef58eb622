import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** One page of each kind the site has, as paths relative to the base URL. */
export const pageTypes = [
  { name: 'Introduction', path: './' },
  { name: 'Getting started', path: 'guides/getting-started' },
  { name: 'operation page', path: 'api-custom/collect/collect-get' },
  { name: 'generated class page', path: 'api/Mutator/classes/Mutator' },
  { name: 'modules index', path: 'api/modules' },
  { name: 'not-found page', path: 'no-such-page' },
] as const;

// Tests run from the repository root, after `docusaurus build`.
const chunkDir = path.resolve('build/assets/js');

/** The built JavaScript chunk that holds the compiled content of one docs source file. */
export function contentChunkOf(source: string): { pattern: RegExp; text: string } {
  const marker = `"source":"${source}"`;
  const names = readdirSync(chunkDir).filter((name) =>
    readFileSync(path.join(chunkDir, name), 'utf8').includes(marker),
  );
  expect(names, `exactly one chunk holds ${source}`).toHaveLength(1);
  const [name] = names;
  return {
    pattern: new RegExp(`/assets/js/${name.replace(/\./g, '\\.')}$`),
    text: readFileSync(path.join(chunkDir, name), 'utf8'),
  };
}

/** Waits until React has taken over the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
