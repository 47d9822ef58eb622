// The Content-Security-Policy a host can send with the built site as a header (see README; every
// page also carries it as a <meta>, src/securityPolicy/), and the build served with it.
//   node scripts/csp.mjs              prints the header for the current build/
//   node scripts/csp.mjs serve [port] serves build/ under /mutate/ with that header
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { headerPolicy } from '../src/securityPolicy/policy.mjs';
import { serveBuild } from './serve-build.mjs';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
const baseUrl = '/mutate/';

export const contentSecurityPolicy = () => headerPolicy(buildDir);

/** Serves build/ under /mutate/ with the policy; resolves to the listening server. */
export function serveWithCsp(port = 0) {
  return serveBuild({ port, headers: { 'content-security-policy': contentSecurityPolicy() } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, port] = process.argv.slice(2);
  if (command === 'serve') {
    serveWithCsp(Number(port ?? 3000)).then((server) =>
      console.log(`Serving build/ with CSP at http://localhost:${server.address().port}${baseUrl}`),
    );
  } else {
    console.log(contentSecurityPolicy());
  }
}
