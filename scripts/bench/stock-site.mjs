// The stock Docusaurus 3.9.2 site the bench compares with: the `classic` TypeScript template of
// create-docusaurus, with `future: { v4: true, experimental_faster: true }` and
// `@docusaurus/faster` as this site has them, served under /stock/. Created and installed once in
// bench-results/stock/ (git-ignored) and reused while its versions match; never committed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir, siteDir } from './options.mjs';

export const DOCUSAURUS_VERSION = '3.9.2';
export const stockDir = path.join(resultsDir, 'stock');
export const stockBuildDir = path.join(stockDir, 'build');
export const STOCK_BASE_URL = '/stock/';
const markerFile = path.join(stockDir, 'bench-stock.json');

// Our page types (tests/page-types.json) and the stock pages they are compared with.
export const STOCK_PAGES = {
  Introduction: 'docs/intro',
  // The template's longest page.
  'Getting started': 'docs/tutorial-basics/markdown-features',
  'operation page': 'docs/tutorial-basics/create-a-page',
  'generated class page': 'docs/tutorial-basics/create-a-document',
  // The category's generated index: a list of pages, as /api/modules is.
  'modules index': 'docs/category/tutorial---basics',
  'not-found page': 'no-such-page',
};

// This site's npm overrides that a stock install needs too (the others edit our own setup).
function stockOverrides() {
  const { overrides } = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  return { webpackbar: overrides.webpackbar, '@docsearch/react': overrides['@docsearch/react'] };
}

/** Replaces `from` in `text`, which must hold it exactly once: a changed template stops the bench. */
function replaceOnce(text, from, to) {
  if (text.split(from).length !== 2) throw new Error(`stock template: expected one ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

/** Creates and installs the stock site unless bench-results/stock/ already holds it. */
export function ensureStockSite() {
  const wanted = { docusaurus: DOCUSAURUS_VERSION, overrides: stockOverrides(), baseUrl: STOCK_BASE_URL };
  if (existsSync(markerFile) && readFileSync(markerFile, 'utf8') === JSON.stringify(wanted)) return;
  console.log(`Creating the stock Docusaurus ${DOCUSAURUS_VERSION} site in ${path.relative(siteDir, stockDir)}/`);
  rmSync(stockDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  execFileSync('npx', ['-y', `create-docusaurus@${DOCUSAURUS_VERSION}`, 'stock', 'classic', resultsDir,
    '--typescript', '--skip-install', '--package-manager', 'npm'], { stdio: 'inherit' });

  const configFile = path.join(stockDir, 'docusaurus.config.ts');
  let config = readFileSync(configFile, 'utf8');
  config = replaceOnce(config, 'v4: true,', 'v4: true, experimental_faster: true,');
  // Served from the bench's server, so that canonical URLs and the sitemap name where it is.
  config = replaceOnce(config, "url: 'https://your-docusaurus-site.example.com',",
    "url: process.env.SITE_URL ?? 'https://your-docusaurus-site.example.com',");
  config = replaceOnce(config, "baseUrl: '/',", `baseUrl: '${STOCK_BASE_URL}',`);
  writeFileSync(configFile, config);

  const packageFile = path.join(stockDir, 'package.json');
  const manifest = JSON.parse(readFileSync(packageFile, 'utf8'));
  manifest.dependencies['@docusaurus/faster'] = DOCUSAURUS_VERSION;
  manifest.overrides = wanted.overrides;
  writeFileSync(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: stockDir, stdio: 'inherit' });
  writeFileSync(markerFile, JSON.stringify(wanted));
}
