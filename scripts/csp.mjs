// The Content-Security-Policy a host can send with the built site as a header (see README; every
// page also carries its own as a <meta>, src/securityPolicy/), and the build served with it.
//   node scripts/csp.mjs              prints the header of the pages without live code
//   node scripts/csp.mjs live         prints the header of the pages with live code, then their paths
//   node scripts/csp.mjs serve [port] [dir]  serves build/ (or dir) under /mutate/, each page with its header
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPolicies } from '../src/securityPolicy/policy.mjs';
import { BASE_URL } from '../src/shared/siteLayout.mjs';
import { serveBuild } from './serve-build.mjs';

const siteBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
const baseUrl = BASE_URL;

/**
 * The headers of the build in `buildDir`: `policy` for a page without live code, `liveCodePolicy`
 * for the `liveCodePages`' files (paths from `buildDir`).
 */
export function contentSecurityPolicies(buildDir = siteBuildDir) {
  const { directives, liveCodeDirectives, liveCodePages } = buildPolicies(buildDir);
  return { policy: directives.join('; '), liveCodePolicy: liveCodeDirectives.join('; '), liveCodePages };
}

/** The path a page is linked at: its file's without `.html`, or its folder's for an index page. */
const linkedPath = (file) =>
  baseUrl +
  file
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');

/** Serves the build in `buildDir` under /mutate/, each response with its policy; resolves to the listening server. */
export function serveWithCsp(port = 0, buildDir = siteBuildDir) {
  const { policy, liveCodePolicy, liveCodePages } = contentSecurityPolicies(buildDir);
  const liveCodeFiles = new Set(liveCodePages.map((file) => path.join(buildDir, file)));
  return serveBuild({
    port,
    buildDir,
    headers: (file) => ({ 'content-security-policy': liveCodeFiles.has(file) ? liveCodePolicy : policy }),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, port, dir] = process.argv.slice(2);
  if (command === 'serve') {
    serveWithCsp(Number(port ?? 3000), dir ? path.resolve(dir) : siteBuildDir).then((server) =>
      console.log(`Serving ${dir ?? 'build'}/ with CSP at http://localhost:${server.address().port}${baseUrl}`),
    );
  } else if (command === 'live') {
    const { liveCodePolicy, liveCodePages } = contentSecurityPolicies();
    console.log([liveCodePolicy, ...liveCodePages.map(linkedPath)].join('\n'));
  } else {
    console.log(contentSecurityPolicies().policy);
  }
}
