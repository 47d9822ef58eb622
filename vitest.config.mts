import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's tsconfig leaves JSX to the bundler; tests that import a component compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    globalSetup: ['tests/unit/scratch-folder.ts'],
    testTimeout: 120_000,
  },
});
