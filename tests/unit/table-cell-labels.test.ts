import type { Element, ElementContent, Text } from 'hast';
import { expect, it } from 'vitest';
import tableCellLabels from '../../src/accessibility/tableCellLabels';

// src/accessibility/tableCellLabels.ts, on the tree of a table as Markdown gives it to rehype. In a
// browser: tests/e2e/mobile.spec.ts.
const text = (value: string): Text => ({ type: 'text', value });
const element = (tagName: string, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const row = (cellTag: string, cells: (string | Element)[]) =>
  element(
    'tr',
    cells.map((cell) => element(cellTag, [typeof cell === 'string' ? text(cell) : cell])),
  );
const cellProperties = (body: Element) =>
  body.children.map((tr) => (tr as Element).children.map((td) => (td as Element).properties));

it("labels each body cell with its column's heading and marks the empty ones", () => {
  const body = element('tbody', [
    row('td', [element('code', [text('name')]), 'string', '-']),
    row('td', ['size', 'number', 'How many.']),
  ]);
  const table = element('table', [element('thead', [row('th', ['Property', 'Type', 'Description'])]), body]);
  tableCellLabels()({ type: 'root', children: [element('div', [table])] });
  expect(cellProperties(body)).toEqual([
    [{ dataLabel: 'Property' }, { dataLabel: 'Type' }, { dataLabel: 'Description', dataEmpty: '' }],
    [{ dataLabel: 'Property' }, { dataLabel: 'Type' }, { dataLabel: 'Description' }],
  ]);
});

it('leaves a table without a heading row as it is', () => {
  const body = element('tbody', [row('td', ['a', 'b'])]);
  tableCellLabels()({ type: 'root', children: [element('table', [body])] });
  expect(cellProperties(body)).toEqual([[{}, {}]]);
});
