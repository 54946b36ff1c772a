import type { ReactNode } from 'react';
import { usePhone } from '../../lib/use-media-query';
import { DataCards } from './data-cards';
import { SortHeader } from './sort-header';

/** What a cell may link to besides the row's page: this list narrowed by one more filter. */
export interface ListLinks {
  withFilter(patch: Record<string, string | undefined>): string;
}

export interface Column<Item> {
  header: string;
  /** The descriptor's sort key this column orders by; absent for unsortable columns. */
  sortKey?: string;
  cell: (row: Item, links: ListLinks) => ReactNode;
  /** The cell that names the row (its link to the record): a row header for screen readers. */
  rowHeader?: boolean;
  align?: 'right';
}

export interface DataTableProps<Item extends { id: string }> {
  rows: readonly Item[];
  columns: readonly Column<Item>[];
  caption: string;
  sort: string;
  onSort(sort: string): void;
  links: ListLinks;
  /** With selection: the ids chosen, how a row's checkbox reads, and the toggles. */
  selection?: {
    selected: readonly string[];
    label(row: Item): string;
    onToggle(id: string): void;
    onToggleAll(): void;
  };
}

const cellClass = (c: { align?: 'right' }) =>
  `px-3 py-2 ${c.align === 'right' ? 'text-right tabular-nums' : 'text-left'}`;

/**
 * One page of any resource as a table: sortable headers from the descriptor, optional row selection.
 * On a phone the same page shows as cards.
 */
export function DataTable<Item extends { id: string }>(props: DataTableProps<Item>) {
  const phone = usePhone();
  return phone ? <DataCards {...props} /> : <Table {...props} />;
}

function Table<Item extends { id: string }>({
  rows,
  columns,
  caption,
  sort,
  onSort,
  links,
  selection,
}: DataTableProps<Item>) {
  const allSelected =
    selection !== undefined && rows.length > 0 && selection.selected.length === rows.length;
  return (
    <div className="mt-4 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {selection && (
              <th scope="col" className="w-8 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={allSelected}
                  onChange={selection.onToggleAll}
                />
              </th>
            )}
            {columns.map((c) =>
              c.sortKey ? (
                <SortHeader
                  key={c.header}
                  sortKey={c.sortKey}
                  sort={sort}
                  label={c.header}
                  onSort={onSort}
                  className={c.align === 'right' ? 'text-right' : 'text-left'}
                />
              ) : (
                <th key={c.header} scope="col" className={`${cellClass(c)} font-medium`}>
                  {c.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-slate-100 last:border-0 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50"
            >
              {selection && (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={selection.label(row)}
                    checked={selection.selected.includes(row.id)}
                    onChange={() => selection.onToggle(row.id)}
                  />
                </td>
              )}
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.header} scope="row" className={`${cellClass(c)} font-medium`}>
                    {c.cell(row, links)}
                  </th>
                ) : (
                  <td key={c.header} className={cellClass(c)}>
                    {c.cell(row, links)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
