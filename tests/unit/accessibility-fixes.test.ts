import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import accessibilityFixesPlugin from '../../src/plugins/accessibilityFixes';
import { expectEditsApplied, sourceEditRulesOf } from './helpers';

// src/plugins/accessibilityFixes.ts; the scroll and the focus themselves are checked in a browser
// (tests/e2e/docs-layout.spec.ts).

const sourceEditRules = (isServer: boolean) => sourceEditRulesOf(accessibilityFixesPlugin({ siteDir: path.resolve('.') } as LoadContext), isServer);

describe('accessibility fixes (src/plugins/accessibilityFixes.ts)', () => {
  it("edits theme-common's smooth scrolling and programmatic focus, the progress bar's role and the cards' names in the browser build, each edit applied", () => {
    const rules = sourceEditRules(false);
    expect(rules.map((rule) => path.basename(rule.test))).toEqual(['scrollUtils.js', 'skipToContentUtils.js', 'nprogress.js', 'index.js']);
    expectEditsApplied(rules);
  });

  it("edits only the cards' names in server rendering, which never scrolls or focuses, and writes the cards' HTML", () => {
    const rules = sourceEditRules(true);
    expect(rules.map((rule) => path.relative(path.resolve('node_modules'), rule.test))).toEqual(['@docusaurus/theme-classic/lib/theme/DocCard/index.js']);
    expectEditsApplied(rules);
  });
});
