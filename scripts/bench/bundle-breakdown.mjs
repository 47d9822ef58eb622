// What a first visit's scripts carry, as Rspack's analyzer (Rsdoctor) would tell it, with no
// dependency of its own: source-map-explorer's method. Builds the site with hidden source maps
// (BUNDLE_SOURCE_MAPS=true, src/bundle/plugin.ts) into bench-results/bundle-breakdown/, visits each
// page type of tests/page-types.json in Chromium, lists the scripts it fetches before `load`, and
// gives every byte of each minified file to the original source its map names (bytes no mapping
// covers are the bundler's own glue). Sources are grouped in buckets: React, the router,
// Docusaurus's packages (the classic theme by component), the site's src/<feature>/, docs content,
// generated code, other packages by name. Raw bytes are exact; a bucket's gzip bytes are its file's
// gzip size (level 9, as the tests count) shared in proportion to raw bytes, an estimate.
// Prints a table per page type and main.js's breakdown; writes bench-results/bundle-breakdown.json.
// Use: node scripts/bench/bundle-breakdown.mjs [--builds=0 (reuse the last build)] [--port=N (4320)]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import { BASE_URL } from '../../src/shared/siteLayout.mjs';
import { findChromium } from '../chromium.mjs';
import { kb, resultsDir, siteDir } from './options.mjs';
import { withSites } from './sites.mjs';

const buildDir = path.join(resultsDir, 'bundle-breakdown');
const reportFile = path.join(resultsDir, 'bundle-breakdown.json');
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BUILDS = option('builds', 1);
const PORT = option('port', 4320);
const pageTypes = JSON.parse(readFileSync(path.join(siteDir, 'tests/page-types.json'), 'utf8'));
const UNMAPPED = 'unmapped (bundler glue)';
// A file minified and then edited again (the runtime and the routes table, src/routing/) has no map.
const NO_MAP = 'no source map (edited after minification)';
// Buckets listed by name in a file's line of a page's table; the rest are summed.
const BUCKETS_PER_FILE = 6;
const MAIN_BUCKETS = 15;

function build() {
  rmSync(buildDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
      cwd: siteDir,
      env: { ...process.env, BUNDLE_SOURCE_MAPS: 'true', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The build failed (${code}).`))));
  });
}

const ROUTER_PACKAGES = new Set(['react-router', 'react-router-dom', 'react-router-config', 'history']);

/** The bucket of a source as the map names it (`webpack://mutate-docs/./node_modules/…`, `…/json|/abs/path`). */
function bucketOf(source) {
  const file = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^[a-z-]+\|/, '')
    .replace(`${siteDir}/`, '')
    .replace(/^(\.\/)+/, '');
  const inPackage = file.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const parts = file.slice(inPackage + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const inner = parts.slice(name.split('/').length);
    if (ROUTER_PACKAGES.has(name)) return 'react-router, history';
    if (name === '@docusaurus/core') return '@docusaurus/core client';
    if (name === '@docusaurus/plugin-content-docs') return '@docusaurus/plugin-content-docs client';
    // By component folder (lib/theme/Navbar/…), or by file for the few outside one (lib/nprogress.js).
    if (name === '@docusaurus/theme-classic')
      return `@docusaurus/theme-classic ${(inner[1] === 'theme' ? inner[2] : inner.at(-1)).replace(/\.js$/, '')}`;
    return name;
  }
  const parts = file.split('/');
  if (parts[0] === 'src') return parts[1] === 'theme' && parts.length > 3 ? `src/theme/${parts[2]}` : `src/${parts[1]}`;
  if (parts[0] === 'docs' || parts[0] === 'versioned_docs') return `${parts[0]}/ content`;
  if (parts[0] === '.docusaurus') return 'generated (.docusaurus/)';
  return parts.length > 1 ? `${parts[0]}/` : file;
}

/** Each original source's bytes of a minified file: a mapping's bytes run to the next mapping. */
function bytesBySource(code, map) {
  const tracer = new TraceMap(map);
  const bySource = new Map();
  const add = (source, text) => bySource.set(source, (bySource.get(source) ?? 0) + Buffer.byteLength(text));
  const lines = code.split('\n');
  const mappings = decodedMappings(tracer);
  lines.forEach((line, index) => {
    let column = 0;
    let source = null;
    for (const segment of mappings[index] ?? []) {
      add(source, line.slice(column, segment[0]));
      column = segment[0];
      source = segment.length > 1 ? tracer.sources[segment[1]] : null;
    }
    add(source, line.slice(column) + (index < lines.length - 1 ? '\n' : ''));
  });
  return bySource;
}

const sortedBySize = (map) => [...map].sort((a, b) => b[1] - a[1]);

/** A built script's bytes by bucket and by source, raw and (shared out) gzip. */
function breakDown(file) {
  const code = readFileSync(path.join(buildDir, file));
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapFile = path.join(buildDir, `${file}.map`);
  const hasMap = existsSync(mapFile);
  const bySource = hasMap
    ? bytesBySource(code.toString('utf8'), JSON.parse(readFileSync(mapFile, 'utf8')))
    : new Map([[NO_MAP, code.length]]);
  const byBucket = new Map();
  for (const [source, bytes] of bySource) {
    const bucket = source === null ? UNMAPPED : source === NO_MAP ? NO_MAP : bucketOf(source);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + bytes);
  }
  const gzipShare = (bytes) => Math.round((gzip * bytes) / code.length);
  return {
    file,
    raw: code.length,
    gzip,
    hasMap,
    buckets: sortedBySize(byBucket).map(([bucket, raw]) => ({ bucket, raw, gzip: gzipShare(raw) })),
    sources: sortedBySize(bySource).map(([source, raw]) => ({ source: source ?? UNMAPPED, raw })),
  };
}

/** The site's script files a first visit of `url` requests before its `load` event, in order. */
async function scriptsBeforeLoad(browser, url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const requests = [];
  tab.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    const purpose = request.headers()['sec-purpose'] ?? request.headers().purpose ?? '';
    requests.push({ pathname, startedAt: request.timing().startTime, prefetch: purpose.includes('prefetch') });
  });
  await tab.goto(url, { waitUntil: 'load' });
  // As scripts/bench/page-weight.mjs counts them: requests started before the page's load event.
  const loadEventAt = await tab.evaluate(
    () => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart,
  );
  await tab.waitForLoadState('networkidle');
  await context.close();
  return requests
    .filter((request) => !request.prefetch && request.startedAt < loadEventAt)
    .sort((a, b) => a.startedAt - b.startedAt)
    .map((request) => request.pathname.slice(BASE_URL.length));
}

const isMain = (file) => /(^|\/)main\.[^/]*\.js$/.test(file);
const pad = (text, width) => String(text).padEnd(width);
const padKb = (bytes) => kb(bytes).toFixed(1).padStart(7);

function printPage({ name, path: pagePath, scripts }, files) {
  const raw = scripts.reduce((total, file) => total + files[file].raw, 0);
  const gzip = scripts.reduce((total, file) => total + files[file].gzip, 0);
  console.log(`\n${name} (${pagePath}): ${scripts.length} scripts, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);
  console.log(`${pad('file', 36)} raw KB ~gzip KB  buckets (~gzip KB)`);
  for (const file of scripts) {
    const { buckets } = files[file];
    const named = isMain(file) ? [] : buckets.slice(0, BUCKETS_PER_FILE);
    const rest = buckets.slice(named.length);
    const restGzip = rest.reduce((total, bucket) => total + bucket.gzip, 0);
    const listed = named.map((bucket) => `${bucket.bucket} ${kb(bucket.gzip).toFixed(1)}`);
    if (rest.length) listed.push(isMain(file) ? 'see main.js below' : `${rest.length} more ${kb(restGzip).toFixed(1)}`);
    console.log(
      `${pad(path.basename(file), 36)}${padKb(files[file].raw)}${padKb(files[file].gzip)}   ${listed.join(', ')}`,
    );
  }
}

function printMain(main, pageNames) {
  console.log(
    `\n${path.basename(main.file)}, loaded by ${pageNames.join(', ')}: ${kb(main.raw)} KB raw, ${kb(main.gzip)} KB gzip`,
  );
  console.log(`${pad('bucket', 48)} raw KB ~gzip KB`);
  const rest = main.buckets.slice(MAIN_BUCKETS);
  for (const bucket of main.buckets.slice(0, MAIN_BUCKETS))
    console.log(`${pad(bucket.bucket, 48)}${padKb(bucket.raw)}${padKb(bucket.gzip)}`);
  if (rest.length) {
    const sum = (field) => rest.reduce((total, bucket) => total + bucket[field], 0);
    console.log(`${pad(`${rest.length} more buckets`, 48)}${padKb(sum('raw'))}${padKb(sum('gzip'))}`);
  }
}

// Installs Debian's Chromium when none is found, as `npm test` does (the bench's visits only look).
findChromium();
if (BUILDS > 0 || !existsSync(path.join(buildDir, 'index.html'))) await build();
const pages = await withSites([{ port: PORT, buildDir, baseUrl: BASE_URL }], async (browser) => {
  const visits = [];
  for (const pageType of pageTypes)
    visits.push({
      ...pageType,
      scripts: await scriptsBeforeLoad(browser, new URL(pageType.path, `http://localhost:${PORT}${BASE_URL}`).href),
    });
  return visits;
});
const files = Object.fromEntries(
  [...new Set(pages.flatMap((page) => page.scripts))].map((file) => [file, breakDown(file)]),
);
console.log(
  '\nBytes of each script fetched before `load`, by original source (its source map); ~gzip: the ' +
    "file's gzip size (level 9) shared among its buckets in proportion to their raw bytes. KB of 1000 bytes.",
);
for (const page of pages) printPage(page, files);
for (const main of Object.values(files).filter((file) => isMain(file.file)))
  printMain(
    main,
    pages.filter((page) => page.scripts.includes(main.file)).map((page) => page.name),
  );
writeFileSync(
  reportFile,
  `${JSON.stringify({ date: new Date().toISOString(), gzip: 'level 9, shared by raw bytes', pages, files }, null, 2)}\n`,
);
console.log(`\nWritten: ${path.relative(siteDir, reportFile)}`);
