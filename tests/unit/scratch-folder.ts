// Vitest's global setup: the run's temporary folders (os.tmpdir() in the tests and in what they
// start) go into one folder of its own, removed when the run ends, so that no run leaves any behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mutate-docs-unit-'));
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true });
}
