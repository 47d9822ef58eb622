// The lines the build appends to an example before compiling it (exampleTypes.ts): the module
// marker, a live block's scope, and for a block flagged `signature`, the check that each function
// it declares has exactly the type of the library's symbol of that name.
import { LIVE_FLAG, NO_INLINE_FLAG, hasFlag, type ExampleBlock } from './exampleFences';

/**
 * For a block flagged `signature`, the symbols it declares (`declare function f`, or the functions
 * of `declare namespace n`), each as the expression that names it: the check also requires each
 * to have exactly the type of the library's symbol of that name.
 */
export function documentedSignatures(block: Pick<ExampleBlock, 'code' | 'meta'>): string[] {
  if (!hasFlag(block.meta, 'signature')) return [];
  const functions = [...block.code.matchAll(/^declare function (\w+)/gm)].map((m) => m[1]);
  const namespace = /^declare namespace (\w+)/m.exec(block.code)?.[1];
  if (!namespace || functions.includes(namespace)) return functions;
  const members = [...block.code.matchAll(/^\s+function (\w+)/gm)].map((m) => m[1]);
  return [...functions, ...members.map((member) => `${namespace}.${member}`)];
}

/**
 * Lines appended after a block's code, each with what it checks (for the message if it fails). A
 * live block gets its scope: imports are hoisted, so names the code uses before them resolve.
 * `reactExports` are the value exports of React's declarations.
 */
export function appendedChecks(block: ExampleBlock, reactExports: () => string[]): { line: string; check: string }[] {
  // `export {}` makes a block without imports a module, so that blocks cannot clash.
  const checks = [{ line: 'export {};', check: 'module marker' }];
  if (hasFlag(block.meta, LIVE_FLAG)) {
    checks.push(
      { line: "import * as React from 'react';", check: 'the live scope: React' },
      { line: `import { ${reactExports().join(', ')} } from 'react';`, check: "the live scope: React's exports" },
    );
    if (hasFlag(block.meta, NO_INLINE_FLAG))
      checks.push({
        line: 'declare function render(element: React.ReactNode): void;',
        check: "the live scope: react-live's render",
      });
  }
  const signatures = documentedSignatures(block);
  if (!signatures.length) return checks;
  checks.push(
    { line: "import * as __declared from '@evolv/mutate';", check: 'import of the declarations' },
    {
      line: 'type __Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
      check: 'type equality helper',
    },
  );
  signatures.forEach((symbol, i) =>
    checks.push({
      line: `const __signature${i}: __Same<typeof ${symbol}, typeof __declared.${symbol}> = true;`,
      check: `the documented signature of ${symbol} differs from the declarations`,
    }),
  );
  return checks;
}
