import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A build folder holding `files` (path → content), in a new temporary folder. */
export function buildFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
