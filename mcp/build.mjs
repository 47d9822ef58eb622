// Bundles the server (src/server.ts, with the site's own search ranking, which it imports from
// ../src/search/) into one file, dist/server.mjs: the package's dependencies stay imports, so at
// run time it needs only them and Node. Run by `npm install` (prepare), `npm pack` (prepack) and
// the root's `npm run mcp`; it writes nothing to standard output.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const folder = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(folder, 'src/server.ts')],
  outfile: path.join(folder, 'dist/server.mjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
