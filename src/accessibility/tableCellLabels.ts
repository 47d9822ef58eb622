// A rehype plugin for the docs: each cell of a table's body carries its column's heading as
// `data-label`, and a cell with nothing in it but the reference's "-" is marked `data-empty`. On
// phones (src/css/custom.css) a table's rows then stack, each value after its heading and empty
// ones left out, where five columns of a reference table had been too narrow to read.

export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const childElements = (node: HastNode, tagName: string): HastNode[] =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

function labelCells(table: HastNode): void {
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

function visitTables(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') labelCells(node);
  node.children?.forEach(visitTables);
}

export default function tableCellLabels() {
  return visitTables;
}
