import type { Plugin } from '@docusaurus/types';
import { writeMetaPolicy } from './policy.mjs';

/**
 * Every page carries the site's Content-Security-Policy as a <meta http-equiv> in its head
 * (policy.mjs), so that a host that sends no headers, such as GitHub Pages, still enforces it.
 * Listed before the plugins whose post-build steps read the pages.
 */
export default function securityPolicyPlugin(): Plugin {
  return {
    name: 'security-policy',
    postBuild: ({ outDir }) => {
      writeMetaPolicy(outDir);
    },
  };
}
