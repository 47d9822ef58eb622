import { expect, test } from '@playwright/test';

test('the introduction example highlights the line that collects', async ({ page }) => {
  await page.goto('./');
  const example = page.locator('.theme-code-block', { hasText: 'sale.ts' });
  const highlighted = example.locator('.theme-code-block-highlighted-line');
  await expect(highlighted).toHaveCount(1);
  // The text a reader sees: each name's type popup, hidden until hovered, is left out.
  await expect(highlighted).toHaveText("collect('.product-card .price', 'prices');", { useInnerText: true });
  // Marked by a bar in the primary colour (3:1 and more against the block), not by a faint tint only.
  await expect(highlighted).toHaveCSS('box-shadow', 'rgb(43, 89, 195) 3.2px 0px 0px 0px inset');
  // The magic comment itself is not shown.
  await expect(example).not.toContainText('highlight-next-line');
});

test('the replace example highlights the lines between its highlight-start and highlight-end comments', async ({
  page,
}) => {
  await page.goto('guides/getting-started');
  const example = page.locator('.theme-code-block', { hasText: 'In stock: ships tomorrow' });
  await expect(example.locator('.theme-code-block-highlighted-line')).toHaveText(
    [
      "const note = document.createElement('p');",
      "note.className = 'stock-note';",
      "note.textContent = 'In stock: ships tomorrow';",
      'return note;',
    ],
    { useInnerText: true },
  );
  await expect(example).not.toContainText('highlight-');
});

test('the getting-started table of contents lists every step', async ({ page }) => {
  await page.goto('guides/getting-started');
  const toc = page.locator('.table-of-contents');
  for (let step = 1; step <= 9; step++) {
    await expect(toc.getByRole('link', { name: new RegExp(`^Step ${step}:`) })).toBeVisible();
  }
  await expect(toc.getByRole('link', { name: 'Relocate', exact: true })).toBeVisible();
});

// A reader who finishes the Introduction goes on to the guide, and back, not through the reference.
test('the Introduction and Getting started lead to each other at the foot of the page', async ({ page }) => {
  await page.goto('./');
  const pagination = page.getByRole('navigation', { name: 'Docs pages' });
  await pagination.getByRole('link', { name: /^Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  await pagination.getByRole('link', { name: /^Previous/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
});

// Spec §1: the site's tagline, on its home page.
test('the Introduction opens with the site tagline, under its heading', async ({ page }) => {
  await page.goto('./');
  const firstParagraph = page.locator('article .markdown > p').first();
  await expect(firstParagraph).toHaveText('A library of helpers for persistent DOM modification.');
  await expect(firstParagraph).toBeVisible();
});
