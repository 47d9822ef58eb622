import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DEV_PORT } from '../../playwright.config';
import { waitForHydration } from './helpers/navigation';
import { mainNavbar, searchBox, searchSuggestions } from './helpers/pageParts';
import { recordProblems } from './helpers/recording';

// `npm start` has search (src/search/devServer.ts): the development server serves the index of the
// last production build, the one the other specs test, and the box says which build it searches.

const devOrigin = `http://localhost:${DEV_PORT}`;
let devServer: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Its first compile, TypeDoc in watch mode included, takes a minute or more on 2 cores.
  test.setTimeout(300_000);
  devServer = spawn('npx', ['docusaurus', 'start', '--port', String(DEV_PORT), '--host', 'localhost', '--no-open'], {
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 280_000;
  for (;;) {
    const response = await fetch(`${devOrigin}/mutate/guides/getting-started`).catch(() => undefined);
    if (response?.ok) break;
    if (devServer.exitCode !== null) throw new Error(`npm start ended with code ${devServer.exitCode}`);
    if (Date.now() > deadline) throw new Error(`npm start did not serve ${devOrigin}/mutate/ in time`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(() => {
  // The whole group: npx, the CLI and its workers.
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test('the development server searches the last production build, and says so', async ({ page }) => {
  const problems = recordProblems(page);
  await page.goto(`${devOrigin}/mutate/guides/getting-started`);
  await waitForHydration(page);
  await searchBox(page).click();
  await searchBox(page).fill('Mutator.revert');
  await expect(searchSuggestions(page).first()).toContainText('revert()');
  await expect(mainNavbar(page).getByRole('note')).toHaveText(/^Searching the last production build \(built .+\)\.$/);
  expect(problems).toEqual([]);
});
