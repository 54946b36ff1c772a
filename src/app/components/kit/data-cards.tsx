import { Fragment } from 'react';
import type { DataTableProps } from './data-table';

/** The sorts a list offers, both ways, as one choice: the phone's stand-in for the sortable headers. */
function SortChoice<Item extends { id: string }>({
  columns,
  sort,
  onSort,
}: Pick<DataTableProps<Item>, 'columns' | 'sort' | 'onSort'>) {
  const sortable = columns.filter((c) => c.sortKey);
  if (sortable.length === 0) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      Sort by
      <select
        value={sort}
        onChange={(e) => onSort(e.target.value)}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {sortable.map((c) => (
          <Fragment key={c.sortKey}>
            <option value={c.sortKey}>{`${c.header} ↑`}</option>
            <option value={`-${c.sortKey}`}>{`${c.header} ↓`}</option>
          </Fragment>
        ))}
      </select>
    </label>
  );
}

/**
 * One page of any resource as cards, for phones: the row's name on top, every other column as a
 * labelled line, the same selection as the table.
 */
export function DataCards<Item extends { id: string }>({
  rows,
  columns,
  caption,
  sort,
  onSort,
  links,
  selection,
}: DataTableProps<Item>) {
  const title = columns.find((c) => c.rowHeader) ?? columns[0];
  const rest = columns.filter((c) => c !== title);
  const allSelected =
    selection !== undefined && rows.length > 0 && selection.selected.length === rows.length;
  return (
    <div className="mt-4 space-y-3">
      <SortChoice columns={columns} sort={sort} onSort={onSort} />
      {selection && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={allSelected} onChange={selection.onToggleAll} />
          Select all on this page
        </label>
      )}
      <ul aria-label={caption} className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <div className="flex items-start gap-2">
              {selection && (
                <input
                  type="checkbox"
                  className="mt-0.5"
                  aria-label={selection.label(row)}
                  checked={selection.selected.includes(row.id)}
                  onChange={() => selection.onToggle(row.id)}
                />
              )}
              {title && (
                <div className="min-w-0 flex-1 font-medium break-words">
                  {title.cell(row, links)}
                </div>
              )}
            </div>
            <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
              {rest.map((c) =>
                c.header ? (
                  <Fragment key={c.header}>
                    <dt className="text-slate-500 dark:text-slate-400">{c.header}</dt>
                    <dd
                      className={`min-w-0 break-words ${c.align === 'right' ? 'tabular-nums' : ''}`}
                    >
                      {c.cell(row, links)}
                    </dd>
                  </Fragment>
                ) : (
                  <dd key={`cell-${rest.indexOf(c)}`} className="col-span-2 min-w-0">
                    {c.cell(row, links)}
                  </dd>
                ),
              )}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
