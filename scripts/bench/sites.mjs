// The two sites the bench measures side by side, their gzip servers (scripts/serve-build.mjs, the
// same for both) and the Chromium the in-page measures run in.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../chromium.mjs';
import { serveBuild } from '../serve-build.mjs';
import { BASE_URL } from '../../src/shared/siteLayout.mjs';
import {
  BASELINE_BUILD,
  BASELINE_ORIGIN,
  BASELINE_PORT,
  ORIGIN,
  PORT,
  STOCK_ORIGIN,
  STOCK_PORT,
  siteDir,
} from './options.mjs';
import { STOCK_BASE_URL, stockBuildDir, stockDir } from './stock-site.mjs';

export const ourSite = {
  name: 'this site',
  dir: siteDir,
  buildDir: path.join(siteDir, 'build'),
  baseUrl: BASE_URL,
  origin: ORIGIN,
  port: PORT,
  // Its clean builds as CI makes them: without writing Rspack's persistent cache, which only a
  // later build would read (docusaurus.config.ts).
  env: { DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
};
// A third site measured beside both, to show what a change did: with `--baseline=FOLDER`, a build
// made elsewhere (an earlier commit's, in a worktree of its own: PERFORMANCE.md), served as it
// is; otherwise this site built with its critical CSS step skipped (src/criticalCss/).
export const baselineSite = {
  ...ourSite,
  port: BASELINE_PORT,
  origin: BASELINE_ORIGIN,
  ...(BASELINE_BUILD
    ? { name: `baseline (${BASELINE_BUILD})`, buildDir: path.resolve(BASELINE_BUILD), prebuilt: true }
    : {
        name: 'this site without critical CSS',
        buildDir: path.join(siteDir, 'build-without-critical-css'),
        env: { ...ourSite.env, CRITICAL_CSS: 'off' },
      }),
};
export const stockSite = {
  name: 'stock',
  dir: stockDir,
  buildDir: stockBuildDir,
  baseUrl: STOCK_BASE_URL,
  origin: STOCK_ORIGIN,
  port: STOCK_PORT,
};

export const siteUrl = (site) => `${site.origin}${site.baseUrl}`;
export const pageUrl = (site, pagePath) => new URL(pagePath, siteUrl(site)).href;
export const hasBuild = (buildDir) => existsSync(path.join(buildDir, 'index.html'));

/** Serves each site's `buildDir` on its port and runs `measure(browser)`; its result. */
export async function withSites(sites, measure) {
  const servers = await Promise.all(
    sites.map((site) => serveBuild({ port: site.port, buildDir: site.buildDir, baseUrl: site.baseUrl })),
  );
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    return await measure(browser);
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}
