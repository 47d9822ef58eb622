import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/accessibility';
import { gotoHydrated, holdRequests, waitForHydration } from './helpers/navigation';
import { docsSidebar, mainHeading } from './helpers/pageParts';

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  // <main> keeps focus (stock Docusaurus dropped it to the body at once), scrolled no further than
  // the fixed navbar's bottom edge, and the next Tab lands inside the main content, on a link the
  // navbar does not cover.
  await expect(page.locator('main')).toBeFocused();
  const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
    navbarBottom,
  );
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  const uncovered = await page.evaluate(() => {
    const focused = document.activeElement!;
    const { left, top, width, height } = focused.getBoundingClientRect();
    return focused.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(uncovered).toBe(true);
});

test('focus moved backwards by Shift+Tab, and a heading link, stop below the fixed navbar', async ({ page }) => {
  await gotoHydrated(page, 'api-custom/mutate/mutate-revert');
  const navbarBottom = () => page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  // From the foot of the page, Shift+Tab scrolls each link up into view from below the navbar.
  await page.locator('.pagination-nav__link--prev').focus();
  const covered: string[] = [];
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement!;
      const { left, top, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + Math.min(height / 2, 4));
      return {
        name: element.getAttribute('aria-label') ?? element.textContent!.trim(),
        inMain: !!element.closest('main'),
        visible: element.contains(hit),
      };
    });
    if (focused.inMain && !focused.visible) covered.push(focused.name);
  }
  expect(covered).toEqual([]);
  // A heading's link still scrolls it to half a rem below the navbar.
  await page.goto(page.url().replace(/#.*$/, '') + '#reference');
  const headingTop = await page.locator('h2#reference').evaluate((heading) => heading.getBoundingClientRect().top);
  const bottom = await navbarBottom();
  expect(headingTop).toBeGreaterThanOrEqual(bottom);
  expect(headingTop).toBeLessThanOrEqual(bottom + 12);
});

test("a link to part of a long page shows that part as soon as the content arrives, before the page's scripts", async ({
  page,
}) => {
  // Scripts held back, as on a slow network: the browser itself scrolls to a fragment only once
  // the page has loaded, scripts included.
  const releaseScripts = await holdRequests(page, '**/assets/js/*.js');
  await page.goto('api/Mutator/classes/Mutator#revert', { waitUntil: 'commit' });
  const heading = page.locator('h3#revert');
  await expect(heading).toBeInViewport();
  expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
  releaseScripts();
  await waitForHydration(page);
  await expect(heading).toBeInViewport();
});

test("a client-side navigation is announced to screen readers by the new page's title", async ({ page }) => {
  await gotoHydrated(page, './');
  const announcer = page.locator('.route-announcer');
  await expect(announcer).toHaveRole('status');
  await expect(announcer).toHaveText('');
  await docsSidebar(page).getByRole('link', { name: 'Getting started' }).click();
  await expect(announcer).toHaveText('Getting started | Mutate');
  // Read, not shown.
  expect(await announcer.boundingBox()).toMatchObject({ width: 1, height: 1 });
  expect(await axeViolations(page)).toEqual([]);
  // Nor does it take room: a page one screen tall does not scroll.
  await page.goto('search');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
    page.viewportSize()!.height,
  );
});

test("following the last entry of a short page's table of contents highlights that entry", async ({ page }) => {
  await gotoHydrated(page, 'api/lib/namespaces/mutate/functions/revert');
  const toc = page.locator('.theme-doc-toc-desktop');
  const entries = toc.getByRole('link');
  const last = entries.last();
  await last.click();
  await expect(page).toHaveURL(/#see$/);
  // The page cannot scroll the heading to the top; the entry followed is still the highlighted one.
  await expect(toc.locator('.table-of-contents__link--active')).toHaveText('See');
  // Scrolling back to the top highlights by position again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toc.locator('.table-of-contents__link--active', { hasText: 'See' })).toHaveCount(0);
});

test('the highlighted entry of a long table of contents is scrolled into its view', async ({ page }) => {
  await gotoHydrated(page, 'api/Mutator/classes/Mutator#transform');
  const toc = page.locator('.theme-doc-toc-desktop');
  const active = toc.locator('.table-of-contents__link--active');
  await expect(active).toHaveText('transform()');
  const [entry, table] = [await active.boundingBox(), await toc.boundingBox()];
  // Within a pixel: the table scrolls by whole pixels.
  expect(entry!.y).toBeGreaterThanOrEqual(table!.y - 1);
  expect(entry!.y + entry!.height).toBeLessThanOrEqual(table!.y + table!.height + 1);
  // Back at the top of the page, the table is back at its own top.
  await page.keyboard.press('Home');
  await expect.poll(() => toc.evaluate((element) => element.scrollTop)).toBe(0);
});

test('the table of contents lists the h2 and h3 headings of the page, not h4', async ({ page }) => {
  // A generated class page: members are h3, their signatures and parameters h4.
  await gotoHydrated(page, 'api/Mutator/classes/Mutator');
  const content = page.locator('.theme-doc-markdown');
  await expect(content.locator('h4[id]').first()).toBeAttached();
  const headingTargets = await content
    .locator('h2[id], h3[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(headingTargets.length).toBeGreaterThan(3);
  const tocLinks = page.locator('.theme-doc-toc-desktop').getByRole('link');
  await expect(tocLinks).toHaveCount(headingTargets.length);
  expect(await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(headingTargets);
});

test('the table of contents is a landmark, "On this page", that stays in view below the navbar as the page scrolls', async ({
  page,
}) => {
  await gotoHydrated(page, 'guides/getting-started');
  const landmark = page.getByRole('navigation', { name: 'On this page' });
  await expect(landmark.getByRole('link', { name: 'Before you start' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 3000)); // the middle of the page
  const navbarHeight = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().height);
  await expect.poll(async () => (await landmark.boundingBox())!.y).toBeCloseTo(navbarHeight + 16, 0);
  await expect(landmark.getByRole('link').first()).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // The built HTML holds the desktop table too, which the phone's layout hides, landmark and all.
    test('the desktop table of contents is no empty landmark', async ({ page }) => {
      await page.goto('guides/getting-started');
      await expect(page.locator('nav[aria-label="On this page"]')).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    });
  });

  test('the "On this page" button opens the table of contents and says whether it is open', async ({ page }) => {
    await gotoHydrated(page, 'api/Mutator/classes/Mutator');
    const toggle = page.getByRole('button', { name: 'On this page' });
    const tocLinks = page.locator('.theme-doc-toc-mobile').getByRole('link');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(tocLinks.first()).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(tocLinks.first()).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

// The desktop sidebar's buttons; the expand button stands in for the sidebar while it is hidden.
const collapseButton = (page: Page) => page.getByRole('button', { name: 'Collapse sidebar' });
const expandButton = (page: Page) => page.getByRole('button', { name: 'Expand sidebar', exact: true });

test('the sidebar can be hidden and shown again', async ({ page }) => {
  await gotoHydrated(page, 'guides/getting-started');
  await expect(docsSidebar(page)).toBeVisible();
  await collapseButton(page).click();
  await expect(docsSidebar(page)).toBeHidden();
  await expandButton(page).click();
  await expect(docsSidebar(page)).toBeVisible();
  await expect(docsSidebar(page).getByRole('link', { name: 'Getting started' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('from the keyboard, hiding and showing the sidebar keeps focus on its button, and only Enter or Space works it', async ({
  page,
}) => {
  await gotoHydrated(page, 'guides/getting-started');
  const collapse = collapseButton(page);
  const expand = expandButton(page);
  await collapse.focus();
  await page.keyboard.press('Enter');
  await expect(docsSidebar(page)).toBeHidden();
  await expect(expand).toBeFocused();
  // Tab moves on (into the page; back would be the search box); it does not expand the sidebar.
  await page.keyboard.press('Tab');
  await expect(expand).not.toBeFocused();
  await expect(docsSidebar(page)).toBeHidden();
  await expand.focus();
  await page.keyboard.press('Space');
  await expect(docsSidebar(page)).toBeVisible();
  await expect(collapse).toBeFocused();
});

/** The button that opens or closes a sidebar category. */
const categoryCaret = (page: Page, category: string) =>
  docsSidebar(page).getByRole('button', { name: new RegExp(`sidebar category '${category}'`) });

test('opening a sidebar category or another page leaves the other categories open', async ({ page }) => {
  const caret = (category: string) => categoryCaret(page, category);
  await gotoHydrated(page, './');
  await caret('collect').click();
  await expect(caret('collect')).toHaveAttribute('aria-expanded', 'true');
  await caret('mutate').click();
  await expect(caret('mutate')).toHaveAttribute('aria-expanded', 'true');
  await expect(caret('collect')).toHaveAttribute('aria-expanded', 'true');
  await expect(docsSidebar(page).getByRole('link', { name: 'collect.destroy' })).toBeVisible();
  await docsSidebar(page).getByRole('link', { name: 'Functions' }).click();
  await expect(mainHeading(page)).toHaveText('Functions');
  await expect(caret('Functions')).toHaveAttribute('aria-expanded', 'true');
  for (const category of ['collect', 'mutate']) {
    await expect(caret(category)).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(docsSidebar(page).getByRole('link', { name: 'mutate.revert' })).toBeVisible();
});

// WCAG 2.3.3: for readers who prefer reduced motion, "Scroll back to top" jumps instead of gliding.
test.describe('with reduced motion preferred', () => {
  test.use({ reducedMotion: 'reduce' });

  test('"Scroll back to top" jumps to the top in one step', async ({ page }) => {
    await gotoHydrated(page, 'api/Mutator/classes/Mutator');
    await page.evaluate(() => window.scrollTo(0, 4000));
    await page.waitForFunction(() => window.scrollY === 4000);
    // The button shows while the reader scrolls up.
    await page.mouse.wheel(0, -300);
    const backToTop = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(backToTop).toBeInViewport();
    // The wheel's own scroll events come a frame after it moved the page: let them pass first.
    await page.waitForFunction(() => window.scrollY < 4000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() => {
      const positions: number[] = [];
      Object.assign(window, { positions });
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => (window as unknown as { positions: number[] }).positions)).toEqual([0]);
  });
});

// Spec §9: a category opens with a height transition whose duration follows its content's height,
// or lasts 1 ms for readers who prefer reduced motion.
for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`with reduced motion ${reducedMotion === 'reduce' ? 'preferred' : 'not preferred'}`, () => {
    test.use({ reducedMotion });

    test('a sidebar category opens with the height transition the spec sets', async ({ page }) => {
      await gotoHydrated(page, './');
      // Records each transition the sidebar's collapsibles are given, with the height they open to.
      await page.evaluate(() => {
        const transitions: { transition: string; height: number }[] = [];
        Object.assign(window, { transitions });
        new MutationObserver((records) => {
          for (const { target } of records) {
            const element = target as HTMLElement;
            if (element.style.transition)
              transitions.push({ transition: element.style.transition, height: element.scrollHeight });
          }
        }).observe(document.querySelector('.theme-doc-sidebar-menu')!, {
          attributes: true,
          attributeFilter: ['style'],
          subtree: true,
        });
      });
      const caret = categoryCaret(page, 'collect');
      await caret.click();
      await expect(caret).toHaveAttribute('aria-expanded', 'true');
      // The transition is set in a frame after the category opens: wait until it is recorded.
      const recorded = () =>
        page.evaluate(
          () => (window as unknown as { transitions: { transition: string; height: number }[] }).transitions,
        );
      await expect.poll(async () => (await recorded()).length).toBeGreaterThan(0);
      const [{ transition, height }] = await recorded();
      const heightIn36px = height / 36;
      const duration =
        reducedMotion === 'reduce' ? 1 : Math.round((4 + 15 * heightIn36px ** 0.25 + heightIn36px / 5) * 10);
      expect(height).toBeGreaterThan(100);
      expect(transition).toBe(`height ${duration}ms ease-in-out`);
    });
  });
}
