import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { canadaPayrollQuery } from './query';

/** One T4 worker (a contractor placed on a canada_t4 job) with their gross pay to date, integer cents. */
export const CanadaWorker = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  jobs: z.string(),
  pay_count: z.number().int(),
  gross_cents: z.number().int(),
});
export type CanadaWorker = z.infer<typeof CanadaWorker>;

/** `/canada-payroll`: the T4 workers in the caller's scope and their gross pay to date (list and CSV only). */
export const canadaPayrollResource = defineResource({
  name: 'canada_payroll',
  apiPath: '/canada_payroll',
  specPaths: ['/canada-payroll'],
  labels: {
    singular: 'T4 worker',
    plural: 'T4 workers',
    title: 'Canada Payroll',
    empty: 'No T4 workers: place a worker on a canada_t4 job to see them here.',
  },
  item: CanadaWorker,
  query: canadaPayrollQuery,
  csv: [
    { header: 'id', value: (w) => w.id },
    { header: 'name', value: (w) => w.name },
    { header: 'email', value: (w) => w.email },
    { header: 'partner', value: (w) => w.partner_name },
    { header: 'jobs', value: (w) => w.jobs },
    { header: 'pay_count', value: (w) => w.pay_count },
    // Integer cents, as in the API: a spreadsheet reads them exactly.
    { header: 'gross_cents', value: (w) => w.gross_cents },
  ],
  actions: {},
});
