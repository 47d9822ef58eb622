// Every built page's head, edited in one pass: the Content-Security-Policy's <meta> first
// (src/securityPolicy/), the link-preview card's tags last (src/socialCards/). Each page is read
// once and written once, and every page's head is edited before any is written, so a page that
// cannot be edited leaves the others as they were built.
import { writeFileSync } from 'node:fs';
import { withMetaPolicy } from '../securityPolicy/policy.mjs';
import { readBuiltPages, type BuiltPage } from '../shared/builtPages.mjs';

export function editPageHeads(outDir: string, cards: { tagPages(pages: BuiltPage[]): BuiltPage[] }): void {
  const pages = withMetaPolicy(readBuiltPages(outDir));
  for (const { file, html } of cards.tagPages(pages)) writeFileSync(file, html);
}
