import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Points the search plugin's import of mark.js (dist/mark.js, by its resolved path) at
// src/lazyMark.ts, which loads mark.js on demand. src/lazyMark.ts imports the same library from
// dist/mark.min.js, which this alias does not match (the package name would resolve into it).
export default function lazyMarkPlugin({ siteDir }: LoadContext): Plugin {
  const markJsFile = createRequire(path.join(siteDir, 'package.json')).resolve('mark.js');
  return {
    name: 'lazy-mark',
    configureWebpack: () => ({
      resolve: { alias: { [`${markJsFile}$`]: path.join(siteDir, 'src/lazyMark.ts') } },
    }),
  };
}
