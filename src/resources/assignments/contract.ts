import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { listSchema } from '../../domain/resources/list-query-schema';
import { assignmentsQuery } from './query';

/** Rates are integer cents per hour, never floats. */
const Cents = z.number().int();

export const Assignment = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  job_classification: z.string(),
  contractor_id: z.string(),
  contractor_name: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  partner_id: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  /** Pay rates: null on an assignment a client placed, until the employer prices it. */
  pay_rate_cents: Cents.nullable(),
  overtime_pay_rate_cents: Cents.nullable(),
  double_overtime_pay_rate_cents: Cents.nullable(),
  holiday_pay_rate_cents: Cents.nullable(),
  /** Bill rates: null for users who may not see billing (spec §6 canSeeBill). */
  bill_rate_cents: Cents.nullable(),
  overtime_bill_rate_cents: Cents.nullable(),
  double_overtime_bill_rate_cents: Cents.nullable(),
  holiday_bill_rate_cents: Cents.nullable(),
  processing_status: z.string(),
  processing_status_message: z.string().nullable(),
  has_worked: z.boolean(),
  work_location: z.string().nullable(),
  state: z.string().nullable(),
  /** Workers may enter a day as its hours alone instead of start and end times. */
  allows_hours_only: z.boolean(),
});
export type Assignment = z.infer<typeof Assignment>;

/** One page of assignments, the envelope of every list. */
export const AssignmentList = listSchema(Assignment);
export type AssignmentList = z.infer<typeof AssignmentList>;

export const assignmentsResource = defineResource({
  name: 'assignments',
  apiPath: '/assignments',
  specPaths: ['/assignments', '/assignments/{id}'],
  labels: { singular: 'Assignment', plural: 'Assignments' },
  item: Assignment,
  query: assignmentsQuery,
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'job_title', value: (a) => a.job_title },
    { header: 'contractor', value: (a) => a.contractor_name },
    { header: 'client', value: (a) => a.client_name },
    { header: 'start_date', value: (a) => a.start_date },
    { header: 'end_date', value: (a) => a.end_date },
    // Integer cents, as in the API: a spreadsheet reads them as numbers, with no rounding on the way.
    { header: 'pay_rate_cents', value: (a) => a.pay_rate_cents },
    // Empty for users who may not see billing: the DTO already holds null for them.
    { header: 'bill_rate_cents', value: (a) => a.bill_rate_cents },
    { header: 'processing_status', value: (a) => a.processing_status },
    { header: 'work_location', value: (a) => a.work_location },
  ],
  actions: {},
});
