import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// patches/: every patch-package diff names a package at its installed version and is explained in
// patches/README.md, hunk by hunk. (npm install applies them and stops on one that fails.)
const patchFiles = readdirSync(path.resolve('patches')).filter((file) => file.endsWith('.patch'));
const readme = readFileSync(path.resolve('patches/README.md'), 'utf8');

/** `@scope+name+1.2.3.patch` → ['@scope/name', '1.2.3']. */
function packageOf(file: string): [name: string, version: string] {
  const parts = file.replace(/\.patch$/, '').split('+');
  return [parts.slice(0, -1).join('/'), parts.at(-1)!];
}

describe('patches of installed packages (patches/)', () => {
  it('patch only installed packages, each at its installed version', () => {
    expect(patchFiles.length).toBeGreaterThan(0);
    for (const file of patchFiles) {
      const [name, version] = packageOf(file);
      const installed = (
        JSON.parse(readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }
      ).version;
      expect(installed, file).toBe(version);
    }
  });

  it('are each explained in patches/README.md, with every file they change', () => {
    for (const file of patchFiles) {
      const section = readme.split(/^## /m).find((part) => part.startsWith(`\`${file}\``));
      expect(section, `patches/README.md has no section for ${file}`).toBeDefined();
      const changed = [
        ...readFileSync(path.resolve('patches', file), 'utf8').matchAll(
          /^\+\+\+ b\/node_modules\/(?:@[^/]+\/)?[^/]+\/(.+)$/gm,
        ),
      ].map(([, changedFile]) => changedFile);
      for (const changedFile of changed) {
        // A row names the file by its path within the package, or by its path from lib/client or dist/…/client.
        expect(section!.includes(path.basename(changedFile)), `${file}: ${changedFile} is not explained`).toBe(true);
      }
    }
  });

  it('account in patches/README.md for every hunk of every file they change', () => {
    for (const file of patchFiles) {
      const section = readme.split(/^## /m).find((part) => part.startsWith(`\`${file}\``))!;
      // Each row's first cell: files in backticks, each perhaps followed by `(N hunks`.
      const rows = [...section.matchAll(/^\| ([^|]+) \|/gm)]
        .map(([, cell]) => cell)
        .filter((cell) => cell.includes('`'));
      const stated = new Map<string, number>();
      for (const cell of rows) {
        for (const [, name, count] of cell.matchAll(/`([^`]+)`(?: \((\d+) hunks)?/g)) {
          stated.set(path.basename(name), (stated.get(path.basename(name)) ?? 0) + Number(count ?? 1));
        }
      }
      const hunks = new Map<string, number>();
      let current = '';
      for (const line of readFileSync(path.resolve('patches', file), 'utf8').split('\n')) {
        const changed = /^\+\+\+ b\/(.+)$/.exec(line);
        if (changed) current = path.basename(changed[1]);
        if (line.startsWith('@@ ')) hunks.set(current, (hunks.get(current) ?? 0) + 1);
      }
      expect(Object.fromEntries(stated), file).toEqual(Object.fromEntries(hunks));
    }
  });
});
