import { defineConfig } from 'vitest/config';

// The cross-engine suite (`npx vitest run --config tests/engines/vitest.config.mts`): one file per
// engine, the two run side by side, each against the production build served once for both.
export default defineConfig({
  test: {
    include: ['tests/engines/*.test.ts'],
    globalSetup: ['tests/engines/serve-site.ts'],
    // Generous, as for Playwright: a host of 2 cores can stall for seconds.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
