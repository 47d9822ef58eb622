import { expect, it } from 'vitest';
import config from '../../playwright.config';

// The end-to-end tests run against servers Playwright starts from the build as it is now: with a
// server already on a port (another build's, another worktree's) the run stops, saying so.
it('starts every end-to-end server itself, never reusing one already listening', () => {
  const servers = [config.webServer ?? []].flat();
  expect(servers.length).toBeGreaterThan(0);
  expect(servers.filter((server) => server.reuseExistingServer !== false)).toEqual([]);
});
