import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import type { ListQueryDescriptor } from '../../../domain/resources/list-query';
import { fieldValue, itemColumns, itemFieldList, itemFilters } from './item-fields';

interface Fee {
  id: string;
  owner_id: string;
  owner_name: string;
  status: string;
  amount_cents: number;
  rate_bps: number;
  paid_at: string | null;
  created_at: string;
  waived: boolean;
  note: string | null;
}

const fee: Fee = {
  id: 'f 1',
  owner_id: 'o1',
  owner_name: 'Olga Owner',
  status: 'pending',
  amount_cents: 123456,
  rate_bps: 1250,
  paid_at: null,
  created_at: '2026-03-04T22:30:00.000Z',
  waived: false,
  note: '',
};
const descriptor = {
  filters: {
    status: { kind: 'enum', values: ['pending', 'paid'] },
    owner_id: { kind: 'uuid' },
    created_at: { kind: 'dateRange' },
  },
  sorts: ['created_at', 'amount', 'status'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;
const text = (node: unknown) => textOf(renderPage(<>{node}</>));

describe('fieldValue', () => {
  it('shows a field as its key names its unit: money, basis points, moments, a status, yes or no', () => {
    expect(fieldValue('amount_cents', -123456)).toBe('-$1,234.56');
    expect(fieldValue('rate_bps', 1000)).toBe('10.00 %');
    expect(fieldValue('created_at', fee.created_at)).toBe('2026-03-04');
    expect(fieldValue('due_date', '2026-05-01')).toBe('2026-05-01');
    expect(text(fieldValue('status', 'pending'))).toBe('Pending');
    expect(fieldValue('waived', true)).toBe('Yes');
    expect(fieldValue('round', 2)).toBe('2');
  });

  it('shows a missing or empty value as --', () => {
    for (const [key, value] of [
      ['paid_at', null],
      ['amount_cents', undefined],
      ['rate_bps', null],
      ['note', ''],
    ] as const)
      expect(fieldValue(key, value)).toBe('--');
  });
});

describe('itemColumns', () => {
  const columns = itemColumns<Fee>(
    {
      created_at: 'Date',
      owner_name: 'Owner',
      amount_cents: 'Fee',
      status: { label: 'State', sort: 'status' },
      note: { label: 'Note', cell: (f) => `note of ${f.id}` },
    },
    '/fees',
    descriptor.sorts,
  );

  it('heads each column with its label and sorts by the key, the key without its unit, or its own sort', () => {
    expect(columns.map((c) => [c.header, c.sortKey])).toEqual([
      ['Date', 'created_at'],
      ['Owner', undefined],
      ['Fee', 'amount'],
      ['State', 'status'],
      ['Note', undefined],
    ]);
  });

  it('makes the first column the row header, linked to the record, and the others its values', () => {
    const links = { withFilter: () => '' };
    expect(columns.map((c) => c.rowHeader ?? false)).toEqual([true, false, false, false, false]);
    const html = renderPage(<>{columns[0]!.cell(fee, links)}</>);
    expect(html).toContain('href="/fees/f%201"');
    expect(textOf(html)).toBe('2026-03-04');
    expect(columns.slice(1).map((c) => text(c.cell(fee, links)))).toEqual([
      'Olga Owner',
      '$1,234.56',
      'Pending',
      'note of f 1',
    ]);
  });
});

describe('itemFieldList', () => {
  it('gives the label/value pairs in the fields’ order, own cells included', () => {
    const fields = itemFieldList<Fee>(
      {
        status: 'Status',
        paid_at: 'Paid',
        rate_bps: 'Rate',
        entry: { label: 'Entry', cell: (f) => f.owner_name },
      },
      fee,
    );
    expect(fields.map(([label, value]) => [label, text(value)])).toEqual([
      ['Status', 'Pending'],
      ['Paid', '--'],
      ['Rate', '12.50 %'],
      ['Entry', 'Olga Owner'],
    ]);
  });
});

describe('itemFilters', () => {
  it('labels each filter as the first field showing it, an id filter by its name field, naming the chosen record', () => {
    const filters = itemFilters<Fee, typeof descriptor>(
      descriptor,
      { created_at: 'Date', owner_name: 'Owner', status: 'State' },
      { status: 'Status', created_at: 'Created' },
    );
    expect(filters.status).toEqual({ label: 'State' });
    expect(filters.created_at).toEqual({ label: 'Date' });
    expect(filters.owner_id?.label).toBe('Owner');
    expect(filters.owner_id?.nameIn?.(fee)).toEqual(['o1', 'Olga Owner']);
  });

  it('refuses a filter no field shows, rather than offer it unlabelled', () => {
    expect(() => itemFilters<Fee, typeof descriptor>(descriptor, { status: 'Status' })).toThrow(
      'filter owner_id: no field shows it, so it has no label',
    );
  });
});
