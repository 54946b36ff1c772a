import { z } from 'zod';

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
