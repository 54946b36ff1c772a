import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { ratesQuery } from './query';

const cents = z.number().int().nullable();

/**
 * One assignment's rates in force (the assignment carries the newest row of its schedule): pay and
 * bill for each kind of hour, in integer cents an hour, and the regular hour's margin.
 */
export const AssignmentRates = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  job_title: z.string(),
  contractor_name: z.string(),
  client_id: z.uuid(),
  client_name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  pay_rate_cents: cents,
  overtime_pay_rate_cents: cents,
  double_overtime_pay_rate_cents: cents,
  holiday_pay_rate_cents: cents,
  bill_rate_cents: cents,
  overtime_bill_rate_cents: cents,
  double_overtime_bill_rate_cents: cents,
  holiday_bill_rate_cents: cents,
  /** Regular bill minus regular pay, null while either side is unpriced. */
  margin_cents: cents,
});
export type AssignmentRates = z.infer<typeof AssignmentRates>;

/** /rates: every assignment's rates in force, pay beside bill, for the employer's staff. */
export const ratesResource = defineResource({
  name: 'rates',
  apiPath: '/rates',
  specPaths: ['/rates'],
  detailPath: '/assignments/{id}',
  labels: {
    singular: 'Rate',
    plural: 'Rates',
    caption: 'Pay and bill rates of each assignment, per hour',
    empty: 'No assignments match these filters.',
    count: ['assignment', 'assignments'],
  },
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
