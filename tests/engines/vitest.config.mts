import { defineConfig } from 'vitest/config';

// The cross-engine suite (`npx vitest run --config tests/engines/vitest.config.mts`): one file per
// engine, each against the production build, served once for both.
export default defineConfig({
  test: {
    include: ['tests/engines/*.test.ts'],
    // One engine after the other: side by side on 2 cores, both saving the site for "Read offline"
    // took over 2 minutes each, where one alone takes under 1.
    fileParallelism: false,
    globalSetup: ['tests/engines/serve-site.ts'],
    // Generous, as for Playwright: a host of 2 cores can stall for seconds.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
