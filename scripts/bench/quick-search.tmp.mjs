// ad-hoc (not committed): search figures and first-visit JS of this site's build/
import { PAGE_TYPES } from './compare.mjs';
import { medianFirstVisit } from './page-weight.mjs';
import { measureFirstQueries, measureSearchLatency, searchIndexSize } from './search.mjs';
import { ourSite, pageUrl, siteUrl, withSites } from './sites.mjs';
const buildDir = process.argv[2] ?? ourSite.buildDir;
const site = { ...ourSite, buildDir };
await withSites([site], async (browser) => {
  console.log(JSON.stringify(searchIndexSize(buildDir)));
  console.log(JSON.stringify(await measureFirstQueries(browser, siteUrl(site), buildDir)));
  if (process.argv[3] !== 'noLatency') console.log(JSON.stringify(await measureSearchLatency(browser, siteUrl(site))));
  for (const page of PAGE_TYPES) {
    const v = await medianFirstVisit(browser, pageUrl(site, page.path), 3);
    console.log(page.name, v.js.gzip, v.js.raw);
  }
});
