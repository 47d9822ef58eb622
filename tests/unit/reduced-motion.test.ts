import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import reducedMotionPlugin from '../../src/plugins/reducedMotion';
import type { Edit } from '../../src/plugins/sourceEdits';
import { expectEditsApplied } from './helpers';

// src/plugins/reducedMotion.ts; the scroll itself is checked in a browser (tests/e2e/docs-layout.spec.ts).

type Rule = { test: string; loader?: string; options: { edits: Edit[] } };
function sourceEditRules(isServer: boolean): Rule[] {
  const plugin = reducedMotionPlugin({ siteDir: path.resolve('.') } as LoadContext);
  const config = plugin.configureWebpack!({} as never, isServer, {} as never, {} as never) as { module?: { rules: Rule[] } };
  return config.module?.rules ?? [];
}

describe('reduced motion (src/plugins/reducedMotion.ts)', () => {
  it("edits theme-common's smooth scrolling in the browser build, the edit applied", () => {
    const rules = sourceEditRules(false);
    expect(rules.map((rule) => path.basename(rule.test))).toEqual(['scrollUtils.js']);
    expectEditsApplied(rules);
  });

  it('leaves server rendering, which never scrolls, as it is', () => {
    expect(sourceEditRules(true)).toEqual([]);
  });
});
