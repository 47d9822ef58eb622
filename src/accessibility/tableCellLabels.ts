// A rehype plugin for the docs: each cell of a table's body carries its column's heading as
// `data-label`, and a cell with nothing in it but the reference's "-" is marked `data-empty`. On
// phones (src/css/custom.css) a table's rows then stack, each value after its heading and empty
// ones left out, where five columns of a reference table had been too narrow to read.
import type { Element, Nodes, Root } from 'hast';
import { visit } from 'unist-util-visit';

const childElements = (node: Element, tagName: string): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

/** The text of a node: the values of the nodes under it that have one (text, and MDX's expressions). */
function textOf(node: Nodes): string {
  const values: string[] = [];
  visit(node, (child) => {
    if ('value' in child && typeof child.value === 'string') values.push(child.value);
  });
  return values.join('');
}

function labelCells(table: Element): void {
  const [headingRow] = childElements(table, 'thead').flatMap((head) => childElements(head, 'tr'));
  if (!headingRow) return;
  const labels = childElements(headingRow, 'th').map((heading) => textOf(heading).trim());
  for (const row of childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr'))) {
    childElements(row, 'td').forEach((cell, column) => {
      if (!labels[column]) return;
      const isEmpty = ['', '-'].includes(textOf(cell).trim());
      cell.properties = { ...cell.properties, dataLabel: labels[column], ...(isEmpty && { dataEmpty: '' }) };
    });
  }
}

export default function tableCellLabels() {
  return (tree: Root): void =>
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') labelCells(node);
    });
}
