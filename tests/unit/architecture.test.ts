import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { layers } from '../../architecture/layers.json';

// The rules of .dependency-cruiser.cjs, which `npm run lint` checks on the site's code: here, that
// ARCHITECTURE.md draws the layers they check, and that they stop what they are for.
const require = createRequire(import.meta.url);
const { forbidden, options } = require('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: { exclude: object; doNotFollow: object };
};
const { resolveFrom } = require('../../architecture/resolve.cjs') as { resolveFrom: (root: string) => object };

/** The rules' violations in a scratch site of `files` (path: code). */
async function violationsIn(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  const { output } = await cruise(
    ['src'],
    {
      baseDir: root,
      ruleSet: { forbidden },
      doNotFollow: options.doNotFollow,
      exclude: options.exclude,
      validate: true,
    },
    resolveFrom(root),
  );
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

describe('the architecture (.dependency-cruiser.cjs, architecture/layers.json)', () => {
  it("is what ARCHITECTURE.md's diagram draws", () => {
    const map = readFileSync('ARCHITECTURE.md', 'utf8');
    const diagram = /## Code map[^]*?```text\n([^]*?)```/.exec(map)![1];
    expect(
      diagram
        .trim()
        .split('\n')
        .map((row) => row.trim().split(/\s+/)),
    ).toEqual(layers);
  });

  it('stops an import up the layers', async () => {
    expect(
      await violationsIn({
        'src/postBuild/plugin.ts': 'export const steps = [];',
        'src/search/indexStep.ts': "import { steps } from '../postBuild/plugin';\nexport default steps;",
      }),
    ).toEqual(['search-imports-down: src/search/indexStep.ts → src/postBuild/plugin.ts']);
  });

  it('stops a cycle through a swizzled component, by its alias', async () => {
    expect(
      await violationsIn({
        'src/pageShell/routeLoadFailure.ts':
          "import Loading from '@theme/Loading';\nexport const failed = () => Loading;",
        'src/theme/Loading/index.tsx':
          "import { failed } from '@site/src/pageShell/routeLoadFailure';\nexport default failed;",
      }),
    ).toEqual(['no-cycle: src/pageShell/routeLoadFailure.ts → src/theme/Loading/index.tsx']);
  });
});
