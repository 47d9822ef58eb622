import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The code is laid out by feature (src/<feature>/), with helpers every feature may use in
// src/shared/. A feature may use another, but no two features use each other, directly or through
// others: each can be read, changed and moved on its own terms. (src/theme/ holds the swizzled
// components, which put the features together.)
const src = path.resolve('src');
const features = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'theme')
  .map((entry) => entry.name);

/** The other feature folders the modules of `feature` import from. */
function importsOf(feature: string): Set<string> {
  const files = readdirSync(path.join(src, feature), { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(ts|tsx|cjs|mjs)$/.test(file),
  );
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(src, feature, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|require\()\s*'([^']+)'/g)) {
      const target = specifier.startsWith('@site/src/')
        ? specifier.slice('@site/src/'.length).split('/')[0]
        : specifier.startsWith('.')
          ? path.relative(src, path.resolve(src, feature, path.dirname(file), specifier)).split(path.sep)[0]
          : undefined;
      if (target && target !== feature && features.includes(target)) used.add(target);
    }
  }
  return used;
}

describe('feature folders of src/', () => {
  const graph = new Map(features.map((feature) => [feature, importsOf(feature)]));

  it('finds the features and what they use', () => {
    expect(features).toEqual(expect.arrayContaining(['routing', 'search', 'pageShell', 'codeBlocks', 'shared']));
    expect(graph.get('search')!.size).toBeGreaterThan(0);
  });

  it('never use each other in a circle', () => {
    const circles: string[] = [];
    const visit = (feature: string, trail: string[]): void => {
      if (trail.includes(feature)) {
        circles.push([...trail.slice(trail.indexOf(feature)), feature].join(' → '));
        return;
      }
      for (const next of graph.get(feature)!) visit(next, [...trail, feature]);
    };
    features.forEach((feature) => visit(feature, []));
    expect(circles).toEqual([]);
  });

  it('keep shared helpers free of any feature', () => {
    expect([...graph.get('shared')!]).toEqual([]);
  });
});
