import type { ReactNode } from 'react';
import {
  formatDate,
  formatDecimal2,
  formatMoney,
  MISSING,
  orMissing,
} from '../../../domain/format/format';
import type { ListQueryDescriptor } from '../../../domain/resources/list-query';
import { SpaLink } from '../nav/spa-link';
import type { Column } from './data-table';
import type { Field } from './field-list';
import type { FilterField, FilterFields } from './filter-bar';
import { StatusBadge } from './status-badge';

/** A field the resource shows its own way (a link, words made of several fields): its label and cell. */
export interface OwnField<Item> {
  label: string;
  cell: (item: Item) => ReactNode;
  /** The list's sort key, when the column orders by one the key does not name. */
  sort?: string;
}

/**
 * How a page shows one field of an item: by the item's key, its label alone (the value shows as its key
 * says, `fieldValue`) or with a cell of its own; by any other name, always with its own cell.
 */
export type ItemFields<Item, K extends string> = {
  [k in K]: k extends keyof Item
    ? string | (Partial<OwnField<Item>> & { label: string })
    : OwnField<Item>;
};

/** A field's value as the house shows it, told by its key: the contracts name money, rates and moments by their unit. */
export function fieldValue(key: string, value: unknown): ReactNode {
  if (value === null || value === undefined) return MISSING;
  if (key === 'status' && typeof value === 'string') return <StatusBadge status={value} />;
  if (key.endsWith('_cents')) return formatMoney(value as number);
  // Basis points: 1000 → 10.00 %.
  if (key.endsWith('_bps')) return `${formatDecimal2(value as number)} %`;
  if (key.endsWith('_at') || key.endsWith('_date')) return formatDate(value as string);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return orMissing(value as string | number);
}

const linkClass = 'text-brand underline-offset-2 hover:underline';

/** A link to one record's page at `<path>/<id>`. */
export const RecordLink = ({
  path,
  id,
  children,
}: {
  path: string;
  id: string;
  children: ReactNode;
}) => (
  <SpaLink href={`${path}/${encodeURIComponent(id)}`} className={linkClass}>
    {children}
  </SpaLink>
);

type Spec<Item> = string | (Partial<OwnField<Item>> & { label: string });
const entriesOf = <Item,>(fields: Readonly<Record<string, Spec<Item>>>) =>
  Object.entries(fields).map(([key, spec]) => {
    const { label, cell, sort } = typeof spec === 'string' ? { label: spec } : spec;
    const show = cell ?? ((item: Item) => fieldValue(key, (item as Record<string, unknown>)[key]));
    return { key, label, sort, show };
  });

/** The sort key a column orders by: its own, or the descriptor's that names its key (`margin` for `margin_cents`). */
const sortOf = (key: string, sorts: readonly string[]) =>
  [key, key.replace(/_(cents|bps)$/, '')].find((k) => sorts.includes(k));

/**
 * A list's columns, in the fields' order: the first names the row and links to its page at `<path>/<id>`;
 * each sorts by its own `sort` or the descriptor's sort of its key.
 */
export function itemColumns<Item extends { id: string }>(
  fields: Readonly<Record<string, Spec<Item>>>,
  path: string,
  sorts: readonly string[],
): Column<Item>[] {
  return entriesOf(fields).map(({ key, label, sort, show }, i) => ({
    header: label,
    sortKey: sort ?? sortOf(key, sorts),
    ...(i === 0
      ? {
          rowHeader: true,
          cell: (item: Item) => (
            <RecordLink path={path} id={item.id}>
              {show(item)}
            </RecordLink>
          ),
        }
      : { cell: show }),
  }));
}

/** A detail page's label/value pairs (`FieldList`), in the fields' order. */
export const itemFieldList = <Item,>(
  fields: Readonly<Record<string, Spec<Item>>>,
  item: Item,
): Field[] => entriesOf(fields).map(({ label, show }) => [label, show(item)] as const);

/**
 * The list's filters labelled as the fields that show them: a filter by its key's label, an id filter
 * (`partner_id`) by the label of its name (`partner_name`), whose value names the chosen record. A filter
 * no field shows is an error, so none goes unlabelled.
 */
export function itemFilters<Item, D extends ListQueryDescriptor>(
  descriptor: D,
  ...fieldSets: readonly Readonly<Record<string, Spec<Item>>>[]
): FilterFields<D, Item> {
  // The first set that shows a field names it: the list's column before the detail's field.
  const entries = fieldSets.flatMap((f) => entriesOf(f).map((e) => [e.key, e.label] as const));
  const labels = new Map(entries.reverse());
  const field = (key: string): FilterField<Item> => {
    const own = labels.get(key);
    if (own) return { label: own };
    const named = key.replace(/_id$/, '_name');
    const label = named === key ? undefined : labels.get(named);
    if (!label) throw new Error(`filter ${key}: no field shows it, so it has no label`);
    const cells = (row: Item) => row as Record<string, string>;
    return { label, nameIn: (row) => [cells(row)[key]!, cells(row)[named]!] };
  };
  return Object.fromEntries(
    Object.keys(descriptor.filters).map((key) => [key, field(key)]),
  ) as FilterFields<D, Item>;
}
