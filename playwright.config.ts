import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
// The site with two docs versions (scripts/versions-fixture.mjs, which `npm test` runs), served
// beside the real one when it has been built, for the specs of versions and of live code.
export const VERSIONS_PORT = PORT + 1;
// `npm start`, which dev-search.spec.ts starts itself (clear of the bench's ports N, N+2 and N+4).
export const DEV_PORT = PORT + 5;
export const VERSIONS_BUILD = 'tests/fixtures/versioned-site/build';
const VERSIONED_SITE_SPECS = /(versions|live-code)\.spec\.ts$/;

// End-to-end tests run against the production build (`npm run build`), served as a host would.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // Generous waits: a CI host of 2 cores can stall for seconds (a first hydration and a first
  // search index load each once took over 5 s there). They cost nothing when a test passes.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}/mutate/`,
    // No trace: recording one snapshots the page at every action, which made the keyboard tests
    // 4–6 times slower. To see a failure step by step, run it again with `--trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This machine's network is closed: keep Chromium from calling home.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: VERSIONED_SITE_SPECS },
    {
      name: 'versions',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${VERSIONS_PORT}/mutate/` },
      testMatch: VERSIONED_SITE_SPECS,
    },
  ],
  // Each server is started for the run, from the build as it is now: never one already on the port,
  // which may serve another build, another worktree's (Playwright then stops: the port is used).
  webServer: [
    {
      command: `npm run serve -- --port ${PORT}`,
      url: `http://localhost:${PORT}/mutate/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(existsSync(VERSIONS_BUILD)
      ? [
          {
            command: `npm run serve -- --port ${VERSIONS_PORT} --dir ${VERSIONS_BUILD}`,
            url: `http://localhost:${VERSIONS_PORT}/mutate/`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
