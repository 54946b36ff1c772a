import { CanadaWorker } from '../contracts/canada-payroll';
import { canadaPayrollQuery } from './canada-payroll-query';
import { defineResource } from './define';

/** `/canada-payroll`: the T4 workers in the caller's scope and their gross pay to date (list and CSV only). */
export const canadaPayrollResource = defineResource({
  name: 'canada_payroll',
  apiPath: '/canada_payroll',
  specPaths: ['/canada-payroll'],
  labels: { singular: 'T4 worker', plural: 'T4 workers' },
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
