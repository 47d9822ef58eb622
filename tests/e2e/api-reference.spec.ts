import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isKindFolder } from '../../src/apiReference/kindFolders';
import { gotoHydrated } from './helpers/navigation';
import { expectExternal } from './helpers/pageParts';

// Every area of spec §2.2 with the symbols it names (or, where it names only the area, the area's
// own class), as `{folder}/{Name}` under /api/{Area}/.
const named = (area: string, folder: string, suffix = '') => ({
  [area]: [`${folder}/${area.split('/').pop()}${suffix}`],
});
const areas: Record<string, string[]> = {
  ...named('AbstractAction', 'classes'),
  ...named('AbstractActionFactory', 'classes'),
  ...named('AbstractCollector', 'classes'),
  ...named('Action', 'interfaces'),
  ...named('ActionFactory', 'interfaces'),
  ...named('Binder', 'classes'),
  ...named('bindings/Abstract', 'classes', 'BindingFactory'),
  ...named('bindings/Attribute', 'classes', 'BindingFactory'),
  ...named('bindings/Computed', 'classes', 'BindingFactory'),
  ...named('bindings/Content', 'classes', 'BindingFactory'),
  'bindings/Context': [
    'classes/ContextBindingFactory',
    ...['INITIALIZED', 'DESTROYED', 'VALUE_ADDED', 'VALUE_CHANGED', 'VALUE_REMOVED'].map(
      (event) => `variables/CONTEXT_${event}`,
    ),
  ],
  bootstrap: ['functions/bootstrap', 'interfaces/Config'],
  Collector: [
    'enumerations/CollectorState',
    'enumerations/EventType',
    'classes/Collector',
    'interfaces/MutatableCollector',
    'type-aliases/CollectorStateListener',
    'type-aliases/ElementListener',
    'type-aliases/Mapping',
    'type-aliases/Predicate',
    'type-aliases/Subject',
  ],
  ...named('CollectorBuilder', 'classes'),
  ...named('components/Placeholder', 'classes'),
  ...named('DynamicCollector', 'classes'),
  ...named('StaticCollector', 'classes'),
  ...Object.assign(
    {},
    ...[
      'Abstract',
      'AbstractNode',
      'AddListener',
      'AttributeModified',
      'ClassModified',
      'CustomMutation',
      'HTMLModified',
      'InjectNodes',
      'InsertNode',
      'RelocateNode',
      'RemoveListener',
      'RemoveNode',
      'ReplaceNode',
      'StyleModified',
      'TextModified',
    ].map((name) => named(`effects/${name}`, 'classes', 'Effect')),
  ),
  EvolvError: ['classes/EvolvError', 'classes/CollectorDestroyedError', 'classes/CollectorNotFoundError'],
  ...Object.assign(
    {},
    ...['Abstract', 'AbstractElements', 'Children', 'Elements', 'Expression'].map((name) =>
      named(`gates/${name}`, 'classes', 'Gate'),
    ),
  ),
  global: ['functions/SCOPE', 'functions/UID', 'variables/INTERVAL', 'variables/KEY_SEPARATOR'],
  globals: ['interfaces/Computable'],
  ...Object.assign(
    {},
    ...['Blur', 'Click', 'Focus', 'KeyDown', 'KeyPress', 'KeyUp'].map((name) =>
      named(`interactions/${name}`, 'classes', 'Interaction'),
    ),
  ),
  lib: ['functions/$mu', 'functions/collect', 'functions/mutate'],
  Locator: ['enumerations/InsertPosition', 'interfaces/Inserter', 'type-aliases/LocatorHandler'],
  MessageLog: ['classes/MessageLog', 'enumerations/LogLevel'],
  ...Object.assign(
    {},
    ...['Abstract', 'Projection', 'RemoveNodesBySelector', 'Transform'].map((name) =>
      named(`mutations/${name}`, 'classes', 'Mutation'),
    ),
  ),
  ...named('Mutator', 'classes'),
  ...named('NoopAction', 'classes'),
  ...named('NotImplementedError', 'classes'),
  // The spec names the ponyfill modules only; their functions are modelled.
  ...Object.fromEntries(
    ['Arrays', 'DateTime', 'Elements', 'Functions', 'Maps', 'Nodes', 'Sets'].map((name) => [`ponyfills/${name}`, []]),
  ),
  ...named('RootActionFactory', 'classes'),
  ...named('State', 'classes'),
  ...named('SurrogateDOM', 'classes'),
  ...Object.assign(
    {},
    ...['Abstract', 'Child', 'Children', 'Parent', 'Parents'].map((name) =>
      named(`traversals/${name}`, 'classes', 'Traversal'),
    ),
  ),
};

const titlePrefix: Record<string, string> = {
  classes: 'Class',
  interfaces: 'Interface',
  'type-aliases': 'Type Alias',
  variables: 'Variable',
  functions: 'Function',
  enumerations: 'Enumeration',
};
const titleOf = (symbol: string) => {
  const [folder, name] = symbol.split('/');
  const kind = folder === 'classes' && name.startsWith('Abstract') ? 'Abstract Class' : titlePrefix[folder];
  // Titles leave out type parameters (typedoc.config.ts).
  return `${kind}: ${name}${folder === 'functions' ? '()' : ''}`;
};

// The folders that group areas (effects/ for effects/TextModified …) have an index page too.
const groups = ['bindings', 'components', 'effects', 'gates', 'interactions', 'mutations', 'ponyfills', 'traversals'];

test('the reference has exactly the areas of spec §2.2, and an index page for each group of areas', () => {
  expect(Object.keys(areas)).toHaveLength(71);
  const generated = fs
    .readdirSync('build/api', { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /^(?!lib\/namespaces|global\/namespaces)(.+)\/index\.html$/.test(file) &&
        !path.dirname(file).split('/').some(isKindFolder),
    )
    .map((file) => path.dirname(file))
    .filter((dir) => dir !== 'modules');
  expect(generated.filter((dir) => !groups.includes(dir)).sort()).toEqual(Object.keys(areas).sort());
  expect(generated.filter((dir) => groups.includes(dir)).sort()).toEqual(groups);
});

test("a group's index page links to each of its areas", async ({ page }) => {
  const response = await page.goto('api/effects/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('effects');
  const areaLinks = page.locator('article table').getByRole('link');
  await expect(areaLinks).toHaveCount(Object.keys(areas).filter((area) => area.startsWith('effects/')).length);
  await areaLinks.filter({ hasText: 'effects/TextModified' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('effects/TextModified');
});

test('the reference entry page and the modules list have their titles', async ({ page }) => {
  for (const [route, title] of [
    ['api', 'Mutate API reference'],
    ['api/modules', 'Mutate API: all modules'],
  ]) {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('the reference entry page leads to the APIs of each task, and each link opens its page', async ({ page }) => {
  await page.goto('api');
  const tasks = page.locator('h2#find-an-api-by-task + ul > li');
  await expect(tasks.locator('strong')).toHaveText([
    'Collect elements:',
    'Change them:',
    'Listen to events:',
    'Pause, re-evaluate and revert:',
    'Bind to context values:',
    'Errors:',
    'Scopes and constants:',
    "Inside Evolv's runtime:",
  ]);
  await tasks.first().getByRole('link', { name: 'collect', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: collect()');
  await page.goBack();
  await tasks.nth(5).getByRole('link', { name: 'CollectorNotFoundError' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class: CollectorNotFoundError');
});

test.describe('reference pages of spec §2.2', () => {
  // Each title is in the page's server-rendered HTML; without scripts, ~190 page loads stay fast.
  test.use({ javaScriptEnabled: false });

  for (const [area, symbols] of Object.entries(areas)) {
    test(`area ${area}: index page and named symbols have their titles`, async ({ page }) => {
      const pages = [[`api/${area}/`, area], ...symbols.map((symbol) => [`api/${area}/${symbol}`, titleOf(symbol)])];
      for (const [route, title] of pages) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(title);
      }
    });
  }
});

// Each case does not fit on one line at its width; every line after the first must start a word,
// and a name that fits on a line of its own moves there whole.
const wrappedTitles = [
  {
    width: 390,
    path: 'api/mutations/RemoveNodesBySelector/classes/RemoveNodesBySelectorMutation',
    title: 'Class: RemoveNodesBySelectorMutation',
    lineStarts: [
      'Class: ',
      'Class: Remove',
      'Class: RemoveNodes',
      'Class: RemoveNodesBy',
      'Class: RemoveNodesBySelector',
    ],
  },
  {
    width: 997,
    path: 'api/mutations/RemoveNodesBySelector/classes/RemoveNodesBySelectorMutation',
    title: 'Class: RemoveNodesBySelectorMutation',
    lineStarts: [
      'Class: ',
      'Class: Remove',
      'Class: RemoveNodes',
      'Class: RemoveNodesBy',
      'Class: RemoveNodesBySelector',
    ],
  },
  {
    width: 1280,
    path: 'api/bindings/Computed/classes/ComputedBindingFactory',
    title: 'Class: ComputedBindingFactory',
    lineStarts: ['Class: '],
  },
  // Names of constants, areas and namespace members wrap after their `_`, `/` or `.`.
  {
    width: 390,
    path: 'api/bindings/Context/variables/CONTEXT_VALUE_CHANGED',
    title: 'Variable: CONTEXT_VALUE_CHANGED',
    lineStarts: ['Variable: ', 'Variable: CONTEXT_', 'Variable: CONTEXT_VALUE_'],
  },
  { width: 390, path: 'api/components/Placeholder', title: 'components/Placeholder', lineStarts: ['components/'] },
  {
    width: 390,
    path: 'api/lib/namespaces/mutate/functions/reevaluate',
    title: 'Function: mutate.reevaluate()',
    lineStarts: ['Function: ', 'Function: mutate.'],
  },
  // A title given in front matter, which the doc page renders itself.
  { width: 320, path: 'api-custom/mutate/mutate-reevaluate', title: 'mutate.reevaluate', lineStarts: ['mutate.'] },
];
test('a long API name in a page title wraps between its words, never inside one', async ({ page }) => {
  for (const { width, path, title, lineStarts: allowed } of wrappedTitles) {
    await test.step(`${title} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title);
      // Where each line starts: the text before each character that begins a new line.
      const lineStarts = await heading.evaluate((element) => {
        const starts: string[] = [];
        let text = '';
        let lastTop: number | undefined;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let offset = 0; offset < node.textContent!.length; offset += 1) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const { top } = range.getBoundingClientRect();
            if (lastTop !== undefined && top > lastTop + 1 && node.textContent![offset] !== ' ') starts.push(text);
            lastTop = top;
            text += node.textContent![offset];
          }
        }
        return starts;
      });
      expect(lineStarts.length).toBeGreaterThan(0);
      for (const before of lineStarts) expect(allowed).toContain(before);
    });
  }
});

// Links written in the declarations lead to the page that explains the symbol, not to a namesake.
test('reference pages link to the function, guide section and guide they name', async ({ page }) => {
  const links = [
    { path: 'api/Collector/classes/Collector', name: 'SCOPE', href: '/mutate/api/global/functions/SCOPE' },
    {
      path: 'api/EvolvError/classes/CollectorNotFoundError',
      name: 'Handle errors',
      href: '/mutate/guides/getting-started#handle-errors',
    },
    { path: 'api/Mutator/classes/Mutator', name: 'Getting started', href: '/mutate/guides/getting-started' },
  ];
  for (const { path, name, href } of links) {
    await page.goto(path);
    await expect(page.locator('article').getByRole('link', { name, exact: true }).first()).toHaveAttribute(
      'href',
      href,
    );
  }
});

test("a reference page's links to MDN open a new tab, and say so as the navbar's do; its links within the site do not", async ({
  page,
}) => {
  await page.goto('api/Mutator/classes/Mutator');
  const article = page.locator('article');
  await expectExternal(
    article.getByRole('link', { name: /^Event/ }).first(),
    'https://developer.mozilla.org/docs/Web/API/Event',
    '13.5',
  );
  const guideLink = article.getByRole('link', { name: 'Getting started', exact: true }).first();
  await expect(guideLink).not.toHaveAttribute('target');
  await expect(guideLink.getByLabel('(opens in new tab)')).toHaveCount(0);
});

test('the new-tab icon never wraps onto a line of its own: it stays with the link text in narrow table cells', async ({
  page,
}) => {
  // The Properties table's Type cells are narrow at this width: `Comment` and `Element` sit at a line's end.
  // Once hydrated: until then the article also holds the page menu's "Open in" links, which have no icon.
  await gotoHydrated(page, 'api/components/Placeholder/classes/Placeholder');
  const links = page.locator('article a[target="_blank"]');
  expect(await links.count()).toBeGreaterThan(2);
  const iconsOnTheirTextsLine = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const icon = anchor.querySelector('svg')!.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(anchor.querySelector('code') ?? anchor);
      const lastLine = Array.from(text.getClientRects()).at(-1)!;
      return icon.top >= lastLine.top - 2 && icon.bottom <= lastLine.bottom + 2;
    }),
  );
  expect(iconsOnTheirTextsLine.every(Boolean)).toBe(true);
});

// Readers can tell what each reference page rests on, and where that is explained.
test('a reference page states its basis under its title and links to what the bases mean', async ({ page }) => {
  await page.goto('api/Collector/classes/Collector');
  // Right under the title, before the description.
  const note = page.locator('article header + p');
  await expect(note).toHaveText(
    "Basis: checked against the library's published files (the class itself). " +
      'Methods and accessors on another basis say so under their names. (About the basis)',
  );
  await expect(
    page.getByRole('heading', { name: 'subscribe()', level: 3 }).locator('xpath=following-sibling::p[1]'),
  ).toHaveText(/^Basis: seen in Evolv's own code that calls the library \(modelled: its replay/);
  // A note about the text, set smaller than the text.
  const fontSize = (locator: typeof note) =>
    locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await fontSize(note)).toBeLessThan(await fontSize(note.locator('xpath=following-sibling::p[1]')));
  await note.getByRole('link', { name: 'About the basis' }).click();
  await expect(page).toHaveURL(/\/mutate\/api#the-basis-of-each-page$/);
  await expect(page.getByRole('heading', { name: 'The basis of each page' })).toBeInViewport();
});

// A table's column headings line up with the values under them, as the rest of the page does.
test("a reference table's headings start where their column's values do", async ({ page }) => {
  await page.goto('api/Mutator/classes/Mutator');
  const table = page.locator('article table').first();
  const startOf = (cell: ReturnType<typeof table.locator>) =>
    cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect().left);
    });
  const headings = table.locator('thead th');
  const firstRow = table.locator('tbody tr').first().locator('td');
  expect(await headings.count()).toBeGreaterThan(1);
  for (let column = 0; column < (await headings.count()); column += 1) {
    expect(await startOf(headings.nth(column)), `column ${column}`).toBe(await startOf(firstRow.nth(column)));
  }
});
