import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import accessibilityFixesPlugin from '../../src/plugins/accessibilityFixes';
import { expectEditsApplied, sourceEditRulesOf } from './helpers';

// src/plugins/accessibilityFixes.ts; the scroll and the focus themselves are checked in a browser
// (tests/e2e/docs-layout.spec.ts).

const sourceEditRules = (isServer: boolean) => sourceEditRulesOf(accessibilityFixesPlugin({ siteDir: path.resolve('.') } as LoadContext), isServer);

describe('accessibility fixes (src/plugins/accessibilityFixes.ts)', () => {
  it("edits theme-common's smooth scrolling and programmatic focus, and the progress bar's role, in the browser build, each edit applied", () => {
    const rules = sourceEditRules(false);
    expect(rules.map((rule) => path.basename(rule.test))).toEqual(['scrollUtils.js', 'skipToContentUtils.js', 'nprogress.js']);
    expectEditsApplied(rules);
  });

  it('leaves server rendering, which never scrolls or focuses, as it is', () => {
    expect(sourceEditRules(true)).toEqual([]);
  });
});
