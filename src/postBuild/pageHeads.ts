// Every built page's head, edited in one pass: the Content-Security-Policy's <meta> first
// (src/securityPolicy/), the link-preview card's tags last (src/socialCards/). Every page's head is
// edited before any is written, so a page that cannot be edited leaves the others as they were built.
import { withMetaPolicy } from '../securityPolicy/policy.mjs';
import type { BuiltSite } from '../shared/builtSite';
import { pageCards } from '../socialCards/pageCards';

export function pageHeadsStep(site: BuiltSite): void {
  const edited = pageCards(site).tagPages(withMetaPolicy(site.pages));
  edited.forEach(({ html }, at) => site.writePage(site.pages[at], html));
}
