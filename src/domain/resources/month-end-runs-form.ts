import { z } from 'zod';
import { IsoDate } from '../contracts/calendar';
import { canEditInvoices } from '../policy/capabilities';
import { defineForm } from './form';
import { checkPeriod } from '../../resources/invoices/form';

/**
 * "Generate the month": POST /v2/month_end_runs makes, for every client in the caller's scope, what
 * "Generate invoices" makes for one, on the queue; GET /v2/month_end_runs/{id} shows its progress.
 */
export const monthEndRunsForm = defineForm({
  input: z.object({ period_start: IsoDate, period_end: IsoDate }),
  fields: [
    { name: 'period_start', label: 'Period start', kind: 'date', required: true },
    { name: 'period_end', label: 'Period end', kind: 'date', required: true },
  ],
  may: { create: canEditInvoices, update: () => false },
  check: checkPeriod,
});
