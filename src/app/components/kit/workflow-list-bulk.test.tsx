import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { invoiceDefinition } from '../../../resources/invoices/chart';
import { transactionDefinition } from '../../../resources/transactions/chart';
import { demoUsers } from '../../../domain/policy/demo-users.fixture';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import { workflowListBulk } from './workflow-list-bulk';

interface Bill {
  id: string;
  number: string;
  total: string;
}

const rows: Bill[] = [
  { id: 'b1', number: 'INV-000007', total: '$12.00' },
  { id: 'b2', number: 'INV-000008', total: '$30.50' },
];
const invoiceBulk = workflowListBulk(invoiceDefinition, {
  path: 'invoices',
  only: ['send', 'void'],
  noun: 'invoice',
  checkbox: (b: Bill) => `Select invoice ${b.number}`,
  row: (b) => `${b.number} · ${b.total}`,
});
const admin = demoUsers['admin@demo.test']!;

describe('workflowListBulk', () => {
  it('offers an employer the narrowed actions on the selection, each row named as the list says', () => {
    const bulk = invoiceBulk(admin)!;
    expect(bulk.label(rows[0]!)).toBe('Select invoice INV-000007');
    const bar = bulk.bar({ selected: ['b2'], rows, reload: () => undefined }) as ReactElement<{
      labels(): Record<string, string>;
    }>;
    const text = textOf(renderPage(bar));
    expect(text).toContain('1 selected');
    expect(text).toContain('Send Void');
    expect(text).not.toContain('Credit note');
    // What the dialog will list: only the selected row, by its name.
    expect(bar.props.labels()).toEqual({ b2: 'INV-000008 · $30.50' });
  });

  it('offers no selection at all to a user who may take none of the actions, or to nobody signed in', () => {
    expect(invoiceBulk(demoUsers['client@globex.test']!)).toBeUndefined();
    expect(invoiceBulk(demoUsers['owner@acme.test']!)).toBeUndefined();
    expect(invoiceBulk(null)).toBeUndefined();
  });

  it('without a narrowing offers every action of the workflow the user may take', () => {
    const bulk = workflowListBulk(transactionDefinition, {
      path: 'transactions',
      noun: 'transaction',
      checkbox: (b: Bill) => b.number,
      row: (b) => b.number,
    })(admin)!;
    const text = textOf(
      renderPage(<>{bulk.bar({ selected: ['b1'], rows, reload: () => undefined })}</>),
    );
    expect(text).toContain('Hold Release');
  });
});
