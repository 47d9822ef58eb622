import { expect, test } from '@playwright/test';

// A hand-written page that shows APIs not checked against the library says so before its first
// section (src/provenance/remarkBasisNotice.ts), as a note readers can follow to what bases mean.
test('collect.pause opens with a note naming its modelled APIs, linked to what the bases mean', async ({ page }) => {
  await page.goto('api-custom/collect/collect-pause');
  const article = page.locator('article');
  const note = article.getByRole('note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(/^Basis: this page shows APIs not checked against the library: .*`?collect\.pause/);
  await expect(note.locator('code', { hasText: /^collect\.unpause$/ })).toHaveCount(1);
  // Above the first section and the first example, below the title.
  const top = async (locator: ReturnType<typeof page.locator>) => (await locator.first().boundingBox())!.y;
  expect(await top(note)).toBeGreaterThan(await top(article.locator('h1')));
  expect(await top(note)).toBeLessThan(await top(article.locator('h2')));
  expect(await top(note)).toBeLessThan(await top(article.locator('pre')));
  // Not a landmark of its own: it belongs to the article.
  await expect(article.getByRole('complementary')).toHaveCount(0);
  await note.getByRole('link', { name: 'About the basis' }).click();
  await expect(page).toHaveURL(/\/mutate\/api#the-basis-of-each-page$/);
  await expect(page.getByRole('heading', { name: 'The basis of each page' })).toBeInViewport();
});

test('the Introduction opens with its tagline, then the note', async ({ page }) => {
  await page.goto('./');
  const first = page.locator('article .markdown > *');
  await expect(first.nth(1)).toHaveClass(/site-tagline/);
  await expect(first.nth(2)).toHaveAttribute('role', 'note');
  await expect(first.nth(2)).toContainText('Mutator.project is modelled');
});
