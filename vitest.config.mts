import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's tsconfig leaves JSX to the bundler; tests that import a component compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // The server's own unit tests sit beside its sources (mcp/src/).
    include: ['tests/unit/**/*.test.ts', 'mcp/src/**/*.test.ts'],
    globalSetup: ['tests/unit/scratch-folder.ts'],
    testTimeout: 120_000,
  },
});
