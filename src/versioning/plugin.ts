import type { LoadContext, Plugin } from '@docusaurus/types';
import sidebars from '../../sidebars';
import { cutVersion } from './cutVersion';

// `docusaurus cut-version <number>` (`npm run docs:version -- <number>`): see cutVersion.ts.
export default function versioningPlugin(context: LoadContext): Plugin {
  return {
    name: 'mutate-versioning',
    extendCli(cli) {
      cli
        .command('cut-version <number>')
        .description('Freeze the docs and declarations of the release they describe now; docs/ becomes <number>.')
        .action((number: string) => {
          const frozen = cutVersion(context.siteDir, number, sidebars);
          console.log(
            `Froze v${frozen}: versioned_docs/version-${frozen}/ and versioned_library/version-${frozen}/. docs/ and library/ now describe v${number}.`,
          );
        });
    },
  };
}
