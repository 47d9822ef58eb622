import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers/navigation';

// A hand-written page that shows APIs not checked against the library says so in one sentence before
// its first section (src/provenance/remarkBasisNotice.ts); each such name is marked where it appears
// (remarkApiLinks.ts), and the page ends with the list of bases the notice links to.
test('collect.pause opens with a one-sentence note that links to its list of bases and to what bases mean', async ({
  page,
}) => {
  await gotoHydrated(page, 'api-custom/collect/collect-pause');
  const article = page.locator('article');
  const note = article.locator('[data-basis-notice]');
  await expect(note).toHaveRole('note');
  await expect(note).toHaveText(
    /^Basis: \d+ APIs on this page are not checked against the library \(named by the specification or modelled\), each marked where it appears and listed at the end of the page\. \(About the basis\)$/,
  );
  // Above the first section and the first example, below the title.
  const top = async (locator: ReturnType<typeof page.locator>) => (await locator.first().boundingBox())!.y;
  expect(await top(note)).toBeGreaterThan(await top(article.locator('h1')));
  expect(await top(note)).toBeLessThan(await top(article.locator('h2')));
  expect(await top(note)).toBeLessThan(await top(article.locator('pre')));
  // Not a landmark of its own: it belongs to the article.
  await expect(article.getByRole('complementary')).toHaveCount(0);

  await note.getByRole('link', { name: 'listed at the end of the page' }).click();
  await expect(page).toHaveURL(/collect-pause#api-basis$/);
  const list = article.locator('#api-basis');
  await expect(list).toBeInViewport();
  await expect(list).toContainText(/^Basis: of the Mutate APIs on this page, .*collect\.unpause/);
  await expect(list.locator('code', { hasText: /^CollectorState\.Paused$/ })).toHaveCount(1);

  await note.getByRole('link', { name: 'About the basis' }).click();
  await expect(page).toHaveURL(/\/mutate\/api#the-basis-of-each-page$/);
  await expect(page.getByRole('heading', { name: 'The basis of each page' })).toBeInViewport();
});

test('the Introduction opens with its tagline, then the note', async ({ page }) => {
  await page.goto('./');
  const first = page.locator('article .markdown > *');
  await expect(first.nth(1)).toHaveText('A library of helpers for persistent DOM modification.');
  await expect(first.nth(2)).toHaveAttribute('role', 'note');
  await expect(first.nth(2)).toContainText('not checked against the library');
});

test('a name in the prose links to its reference heading, where its basis is stated under the name', async ({
  page,
}) => {
  await gotoHydrated(page, 'guides/getting-started');
  const bind = page.locator('article').getByRole('link', { name: 'bind()', exact: true });
  // Marked as named by the specification, right after its link.
  const mark = bind.locator('xpath=following-sibling::*[1]');
  await expect(mark).toHaveClass('basis-mark');
  await expect(mark).toHaveText('spec');
  // A name checked against the library is linked without a mark.
  const mutator = page.locator('article').getByRole('link', { name: 'Mutator', exact: true }).first();
  await expect(mutator).toHaveAttribute('href', '/mutate/api/Mutator/classes/Mutator');
  await expect(mutator.locator('xpath=following-sibling::*[1][contains(@class, "basis-mark")]')).toHaveCount(0);

  await bind.click();
  await expect(page).toHaveURL(/\/mutate\/api\/Mutator\/classes\/Mutator#bind$/);
  const heading = page.getByRole('heading', { name: 'bind()', level: 3 });
  await expect(heading).toBeInViewport();
  const basis = heading.locator('xpath=following-sibling::p[1]');
  await expect(basis).toContainText(/^Basis: named by the site's specification, with its details modelled/);
});
