import type { ReactNode } from 'react';

/** A sortable column's header: a button that asks for this key, ascending first, then descending. */
export function SortHeader({
  sortKey,
  sort,
  label,
  onSort,
  className = '',
}: {
  sortKey: string;
  sort: string;
  label: ReactNode;
  onSort(sort: string): void;
  className?: string;
}) {
  const active = sort === sortKey || sort === `-${sortKey}`;
  const descending = sort.startsWith('-');
  const next = active && !descending ? `-${sortKey}` : sortKey;
  const name = typeof label === 'string' ? label.toLowerCase() : sortKey.replace(/_/g, ' ');
  return (
    <th
      scope="col"
      aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}
      className={`px-3 py-2 ${className}`}
    >
      <button
        type="button"
        className="font-medium hover:text-brand"
        aria-label={`Sort by ${name}`}
        onClick={() => onSort(next)}
      >
        {label}
        {active ? (descending ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  );
}
