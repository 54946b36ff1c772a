import { z } from 'zod';
import { accrualMethods } from '../pto/accrual';
import { ptoCoverages } from '../pto/coverage';
import { IsoDate } from './calendar';

const Hundredths = z.number().int();

/** A partner's PTO rule; every amount in hundredths of an hour. */
export const PtoRule = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  partner_name: z.string().nullable(),
  name: z.string(),
  accrual_method: z.enum(accrualMethods),
  earned_hundredths: Hundredths,
  per_hours_worked: z.number().int().nullable(),
  annual_cap_hundredths: Hundredths.nullable(),
  carry_over_cap_hundredths: Hundredths.nullable(),
  waiting_period_days: z.number().int(),
  applies_to: z.enum(ptoCoverages),
  created_at: z.string(),
});
export type PtoRule = z.infer<typeof PtoRule>;

/** A worker's balance under one rule (/pto_rules_accruals): available is accrued less forfeited and used. */
export const PtoBalance = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  rule_id: z.uuid(),
  rule_name: z.string(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  /** "Vacation · Connie Contractor": how a request form offers the balance. */
  label: z.string(),
  accrued_hundredths: Hundredths,
  forfeited_hundredths: Hundredths,
  used_hundredths: Hundredths,
  /** Hours requested and not yet decided: not deducted, but not bookable twice. */
  requested_hundredths: Hundredths,
  available_hundredths: Hundredths,
  /** The last pay period recorded ends on this day. */
  through: IsoDate.nullable(),
});
export type PtoBalance = z.infer<typeof PtoBalance>;
