import { invoiceStatuses, invoiceTypes } from '../../domain/billing/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** The /invoices list's query, apart from the definition so the route parses its URL without zod. */
export const invoicesQuery = {
  filters: {
    status: { kind: 'enumList', values: invoiceStatuses },
    invoice_type: { kind: 'enum', values: invoiceTypes },
    client_id: { kind: 'uuid' },
    invoice_run_id: { kind: 'uuid' },
    created_date: { kind: 'dateRange' },
    /** Overdue is open or partially paid with a due date before today (the dashboard's link). */
    due_date: { kind: 'dateRange' },
  },
  sorts: [
    'created_date',
    'number',
    'due_date',
    'total_due_cents',
    'remaining_cents',
    'issuer_name',
  ],
  defaultSort: '-created_date',
} as const satisfies ListQueryDescriptor;

export type InvoiceQuery = ListQuery<typeof invoicesQuery>;
export type InvoiceSearch = ListSearch<typeof invoicesQuery>;

export const invoiceRunsQuery = {
  filters: { client_id: { kind: 'uuid' } },
  sorts: ['created_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;
