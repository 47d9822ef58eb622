import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// The policy in the README must be the one the current build needs (computed from build/).
it('documents the Content-Security-Policy that the build needs', () => {
  const policy = execFileSync(process.execPath, ['scripts/csp.mjs'], { encoding: 'utf8' }).trim();
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(readFileSync('README.md', 'utf8')).toContain(`Content-Security-Policy: ${policy}\n`);
  // A page with live code gets the same with 'unsafe-eval', as the README says.
  const [liveCodePolicy] = execFileSync(process.execPath, ['scripts/csp.mjs', 'live'], { encoding: 'utf8' }).split(
    '\n',
  );
  expect(liveCodePolicy).toBe(policy.replace("'wasm-unsafe-eval'", "'wasm-unsafe-eval' 'unsafe-eval'"));
  expect(readFileSync('README.md', 'utf8')).toContain("`'unsafe-eval'` after `'wasm-unsafe-eval'`");
});
