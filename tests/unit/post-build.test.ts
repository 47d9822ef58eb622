import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runInOrder, type PostBuildStep } from '../../src/postBuild/runInOrder';

/** A step that records its start and end, taking `milliseconds`, failing if `fails`. */
function timedStep(events: string[], name: string, milliseconds: number, fails = false): PostBuildStep<void> {
  return {
    name,
    run: async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, milliseconds));
      events.push(`${name} ends`);
      if (fails) throw new Error(`${name} broke`);
    },
  };
}

describe('post-build steps in their stated order (src/postBuild/)', () => {
  it('starts a stage only once every step of the one before has ended, however slow', async () => {
    const events: string[] = [];
    const log: string[] = [];
    await runInOrder(
      undefined,
      [
        [timedStep(events, 'heads', 60)],
        [timedStep(events, 'twins', 5), timedStep(events, 'index', 80)],
        [timedStep(events, 'worker', 1)],
      ],
      (line) => log.push(line),
    );
    expect(events).toEqual([
      'heads starts',
      'heads ends',
      'twins starts',
      'index starts',
      'twins ends',
      'index ends',
      'worker starts',
      'worker ends',
    ]);
    // One line a stage, each step with the time from its stage's start to its end.
    expect(log).toEqual([
      expect.stringMatching(/^\[post-build\] heads \d+\.\d s$/),
      expect.stringMatching(/^\[post-build\] twins \d+\.\d s, index \d+\.\d s$/),
      expect.stringMatching(/^\[post-build\] worker \d+\.\d s$/),
    ]);
  });

  it('fails naming the step, after its stage has ended, and starts no later stage', async () => {
    const events: string[] = [];
    await expect(
      runInOrder(
        undefined,
        [[timedStep(events, 'twins', 1, true), timedStep(events, 'index', 30)], [timedStep(events, 'worker', 1)]],
        () => {},
      ),
    ).rejects.toThrow('post-build step "twins" failed: twins broke');
    expect(events).toEqual(['twins starts', 'index starts', 'twins ends', 'index ends']);
  });

  it("is the site's only plugin with a post-build step: no other defines or wraps one", () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(ts|tsx|mjs|cjs)$/.test(file),
    );
    const withPostBuild = sources.filter((file) =>
      /\bpostBuild\b\s*(\(|:|=)/.test(readFileSync(path.join('src', file), 'utf8')),
    );
    expect(withPostBuild).toEqual([path.join('postBuild', 'plugin.ts')]);
    expect(readFileSync('docusaurus.config.ts', 'utf8')).toMatch(/^\s+postBuildPlugin,$/m);
  });
});
