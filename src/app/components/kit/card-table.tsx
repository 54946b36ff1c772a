import { useLayoutEffect, useRef, type TableHTMLAttributes } from 'react';

/**
 * Names every body and footer cell after its column's header (`data-label`), so the phone's cards
 * (styles.css, `table[data-cards]`) can say what each value is. A header spanning columns names each
 * of them. Explicit roles keep the table a table to screen readers once phones lay its rows out as
 * blocks (browsers drop the implicit roles of a table that is not displayed as one).
 */
export function labelCells(table: HTMLTableElement): void {
  const names: string[] = [];
  for (const th of Array.from(table.tHead?.rows[0]?.cells ?? [])) {
    for (let i = 0; i < th.colSpan; i++) names.push(th.textContent?.trim() ?? '');
  }
  table.setAttribute('role', 'table');
  for (const row of Array.from(table.rows)) {
    row.setAttribute('role', 'row');
    let column = 0;
    for (const cell of Array.from(row.cells)) {
      const header = cell.tagName === 'TH';
      const inHead = row.parentElement === table.tHead;
      cell.setAttribute('role', inHead ? 'columnheader' : header ? 'rowheader' : 'cell');
      if (!inHead) cell.dataset.label = cell.colSpan > 1 ? '' : (names[column] ?? '');
      column += cell.colSpan;
    }
  }
}

/**
 * A detail page's table: a table on wider screens, one card per row on phones (each value under its
 * column's name). For tables of a record's lines, history or parts; the lists have `DataTable`.
 */
export function CardTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const ref = useRef<HTMLTableElement>(null);
  // After every render: rows come and go with the page's data.
  useLayoutEffect(() => {
    if (ref.current) labelCells(ref.current);
  });
  return <table {...props} ref={ref} data-cards="" />;
}
