import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateReference } from './helpers';

const outDirs: string[] = [];
const tempOut = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mutate-api-'));
  outDirs.push(dir);
  return dir;
};
afterAll(() => outDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('API reference generation', () => {
  it('generates the bundled declarations with zero TypeDoc warnings or errors', async () => {
    const out = tempOut();
    const result = await generateReference('library', out);
    expect(result).toEqual({ converted: true, warnings: 0, errors: 0 });
    expect(fs.existsSync(path.join(out, 'Mutator/classes/Mutator.md'))).toBe(true);
  });

  it('generates from another source tree when its root is passed in', async () => {
    const out = tempOut();
    const result = await generateReference('tests/fixtures/api-source', out);
    expect(result).toEqual({ converted: true, warnings: 0, errors: 0 });
    // The entry page is the fixture's README and the only module is the fixture's.
    expect(fs.readFileSync(path.join(out, 'index.md'), 'utf8')).toContain('Fixture reference');
    expect(fs.readFileSync(path.join(out, 'greet/functions/greet.md'), 'utf8')).toContain(
      'Says hello to a fixture',
    );
    expect(fs.existsSync(path.join(out, 'Mutator'))).toBe(false);
  });
});
