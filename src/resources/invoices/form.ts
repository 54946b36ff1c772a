import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { canEditInvoices } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';

export const PERIOD_END_BEFORE_START = 'The period must end on or after its start';
/** A year at most: an invoice is for a billing period, not a history. */
export const PERIOD_TOO_LONG = 'A period is at most 366 days';

/** A billing period's rule, shared by every form that generates invoices for one. */
export function checkPeriod(input: {
  period_start?: unknown;
  period_end?: unknown;
}): Record<string, string> {
  const { period_start: a, period_end: b } = input;
  if (typeof a !== 'string' || typeof b !== 'string') return {};
  if (b < a) return { period_end: PERIOD_END_BEFORE_START };
  return Date.parse(b) - Date.parse(a) > 366 * 86_400_000 ? { period_end: PERIOD_TOO_LONG } : {};
}

/**
 * "Generate invoices": POST /v2/invoice_runs makes draft invoices of a client's approved, not yet
 * invoiced bill transactions in the period, one per purchase order (and one for work without).
 * Spec §6: invoices are editable by employers.
 */
export const invoiceRunsForm = defineForm({
  input: z.object({
    client_id: z.uuid('Choose a client'),
    period_start: IsoDate,
    period_end: IsoDate,
  }),
  fields: [
    {
      name: 'client_id',
      label: 'Client',
      kind: 'reference',
      apiPath: '/clients',
      sort: 'entity_name',
      labelField: 'entity_name',
      required: true,
    },
    { name: 'period_start', label: 'Period start', kind: 'date', required: true },
    { name: 'period_end', label: 'Period end', kind: 'date', required: true },
  ],
  may: { create: canEditInvoices, update: () => false },
  check: checkPeriod,
});
