import { expect, it } from 'vitest';
import { csvFields } from './define';

it('csvFields sends each field as the API does, under its own name or the header given', () => {
  const item = { id: 'd1', invoice_label: 'INV-7', amount_cents: -1_250, paid_at: null };
  const columns = csvFields<typeof item>([
    'id',
    ['invoice', 'invoice_label'],
    'amount_cents',
    'paid_at',
  ]);
  expect(columns.map((c) => c.header)).toEqual(['id', 'invoice', 'amount_cents', 'paid_at']);
  expect(columns.map((c) => c.value(item))).toEqual(['d1', 'INV-7', -1_250, null]);
});
