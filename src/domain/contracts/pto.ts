import { z } from 'zod';
import { timeOffActions } from '../policy/pto';
import { accrualMethods } from '../pto/accrual';
import { ptoCoverages } from '../pto/coverage';
import { timeOffStatuses } from '../pto/vocabulary';
import { IsoDate } from './calendar';
import { ActionTexts, HistoryEntry, workflowContracts } from './workflow';

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

export const TimeOffStatus = z.enum(timeOffStatuses);

/** One time-off request, with its balance's available hours for the decision. */
export const TimeOffRequest = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  balance_id: z.uuid(),
  rule_id: z.uuid(),
  rule_name: z.string(),
  start_date: IsoDate,
  end_date: IsoDate,
  hours_hundredths: Hundredths,
  notes: z.string().nullable(),
  status: TimeOffStatus,
  /** Why it was rejected. */
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  requested_by_user_id: z.uuid().nullable(),
  available_hundredths: Hundredths,
  /** Its first day has come: it can no longer be cancelled. */
  started: z.boolean(),
  created_at: z.string(),
});
export type TimeOffRequest = z.infer<typeof TimeOffRequest>;

const { ActionAvailability } = workflowContracts(timeOffActions);
export const TimeOffRequestDetail = z.object({
  time_off_request: TimeOffRequest,
  actions: z.array(ActionAvailability),
});
export type TimeOffRequestDetail = z.infer<typeof TimeOffRequestDetail>;
export const TimeOffRequestHistory = z.object({ data: z.array(HistoryEntry) });
/** A time-off action's body: the reason a rejection needs. */
export const TimeOffActionBody = ActionTexts;
