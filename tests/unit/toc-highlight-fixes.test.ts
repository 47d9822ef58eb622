import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';
import tocHighlightFixesPlugin from '../../src/plugins/tocHighlightFixes';
import { expectEditsApplied, sourceEditRulesOf } from './helpers';

// src/plugins/tocHighlightFixes.ts; the highlighting itself is checked in a browser
// (tests/e2e/docs-layout.spec.ts).

const sourceEditRules = (isServer: boolean) => sourceEditRulesOf(tocHighlightFixesPlugin({ siteDir: path.resolve('.') } as LoadContext), isServer);

describe('table of contents highlight fixes (src/plugins/tocHighlightFixes.ts)', () => {
  it("edits theme-common's useTOCHighlight in the browser build, each edit applied, for the site", () => {
    expect(config.plugins).toContain(tocHighlightFixesPlugin);
    const rules = sourceEditRules(false);
    expect(rules.map((rule) => path.basename(rule.test))).toEqual(['useTOCHighlight.js']);
    expectEditsApplied(rules);
  });

  it('leaves server rendering, which highlights nothing, as it is', () => {
    expect(sourceEditRules(true)).toEqual([]);
  });
});
