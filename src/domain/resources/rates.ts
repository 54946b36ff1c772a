import { AssignmentRates } from '../contracts/rates';
import { defineResource } from './define';
import { ratesQuery } from './rates-query';

/** /rates: every assignment's rates in force, pay beside bill, for the employer's staff. */
export const ratesResource = defineResource({
  name: 'rates',
  apiPath: '/rates',
  specPaths: ['/rates'],
  labels: { singular: 'Rate', plural: 'Rates' },
  item: AssignmentRates,
  query: ratesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'job_title', value: (r) => r.job_title },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'client', value: (r) => r.client_name },
    { header: 'start_date', value: (r) => r.start_date },
    { header: 'end_date', value: (r) => r.end_date },
    // Integer cents, as in the API (and the assignments CSV): no rounding on the way.
    { header: 'pay_rate_cents', value: (r) => r.pay_rate_cents },
    { header: 'overtime_pay_rate_cents', value: (r) => r.overtime_pay_rate_cents },
    { header: 'double_overtime_pay_rate_cents', value: (r) => r.double_overtime_pay_rate_cents },
    { header: 'holiday_pay_rate_cents', value: (r) => r.holiday_pay_rate_cents },
    { header: 'bill_rate_cents', value: (r) => r.bill_rate_cents },
    { header: 'overtime_bill_rate_cents', value: (r) => r.overtime_bill_rate_cents },
    { header: 'double_overtime_bill_rate_cents', value: (r) => r.double_overtime_bill_rate_cents },
    { header: 'holiday_bill_rate_cents', value: (r) => r.holiday_bill_rate_cents },
    { header: 'margin_cents', value: (r) => r.margin_cents },
  ],
  actions: {},
});
