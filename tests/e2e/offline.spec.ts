import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers/navigation';
import { loadingSpinner, mainNavbar } from './helpers/pageParts';

test('after the network is cut, visited pages still navigate and a new page shows the load-failure box', async ({
  page,
  context,
}) => {
  // A long page, so that some of the pages it links to are below the fold and not prefetched.
  await page.goto('api/Mutator/classes/Mutator');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const title = page.getByRole('heading', { level: 1 });
  const startTitle = (await title.textContent()) ?? '';

  // Visit a second page while online, then come back.
  await sidebar.getByRole('link', { name: 'Getting started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await page.goBack();
  await expect(title).toHaveText(startTitle);

  // A page linked below the fold has not been prefetched: its chunks are not loaded yet. (Not a link
  // in an example's type popups, hidden until hovered.)
  const notLoaded = page.locator('article a[href^="/mutate/"]:not([href*="#"]):not(.type-popup a)').last();
  await expect(notLoaded).not.toBeInViewport();
  const notLoadedName = (await notLoaded.textContent()) ?? '';

  await context.setOffline(true);
  await sidebar.getByRole('link', { name: 'Getting started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await page.goBack();
  await expect(title).toHaveText(startTitle);

  await notLoaded.click();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByText(/ChunkLoadError|Loading chunk/)).toBeVisible();
  await expect(mainNavbar(page)).toBeVisible();
  // The spinner of the route change is gone: the box has taken its place.
  await expect(loadingSpinner(page)).toHaveCount(0);

  await context.setOffline(false);
  await retry.click();
  await expect(title).toContainText(notLoadedName.trim());
});
