// What the generated API reference is made from, besides a version's declarations: TypeDoc's
// options, its plugins, the shared modules they import and the packages that run them. The
// reference's cache (referenceCache.ts) and the remark plugins' cache key (provenance/codeApis.ts)
// both hash these files.
import path from 'node:path';

const REFERENCE_GENERATOR = [
  'typedoc.config.ts',
  'typedoc-plugins',
  'src/shared/basis.mjs',
  'src/shared/siteLayout.mjs',
  'node_modules/typedoc/package.json',
  'node_modules/typedoc-plugin-markdown/package.json',
  'node_modules/docusaurus-plugin-typedoc/package.json',
  'node_modules/typescript/package.json',
];

/** The files and folders, in the site at `siteDir`, that the reference generator consists of. */
export function referenceGeneratorFiles(siteDir: string): string[] {
  return REFERENCE_GENERATOR.map((file) => path.join(siteDir, file));
}
