import { z } from 'zod';
import { accrualMethods } from './accrual';
import { ptoCoverages } from './coverage';
import { IsoDate } from '../../domain/contracts/calendar';
import { defineResource } from '../../domain/resources/define';
import { ptoAccrualsQuery, ptoBalancesQuery, ptoRulesQuery } from './query';

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

/** What one worker earned under one PTO rule in one pay period (hours in hundredths). */
export const PtoAccrual = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  rule_id: z.uuid(),
  rule_name: z.string(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  worked_hundredths: z.number().int(),
  accrued_hundredths: z.number().int(),
  forfeited_hundredths: z.number().int(),
});
export type PtoAccrual = z.infer<typeof PtoAccrual>;

export const ptoRulesResource = defineResource({
  name: 'pto_rules',
  apiPath: '/pto_rules',
  specPaths: ['/pto_rules/{id?}'],
  labels: { singular: 'PTO rule', plural: 'PTO rules' },
  item: PtoRule,
  query: ptoRulesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'partner', value: (r) => r.partner_name },
    { header: 'accrual_method', value: (r) => r.accrual_method },
    // Hundredths of an hour, as in the API: a spreadsheet reads them exactly.
    { header: 'earned_hundredths', value: (r) => r.earned_hundredths },
    { header: 'per_hours_worked', value: (r) => r.per_hours_worked },
    { header: 'annual_cap_hundredths', value: (r) => r.annual_cap_hundredths },
    { header: 'carry_over_cap_hundredths', value: (r) => r.carry_over_cap_hundredths },
    { header: 'waiting_period_days', value: (r) => r.waiting_period_days },
    { header: 'applies_to', value: (r) => r.applies_to },
  ],
  actions: {},
});

/** "PTO" (spec: pto_rules_accruals): each worker's balance under each rule, computed per pay period. */
export const ptoBalancesResource = defineResource({
  name: 'pto_rules_accruals',
  apiPath: '/pto_rules_accruals',
  specPaths: ['/pto_rules_accruals'],
  labels: {
    singular: 'PTO balance',
    plural: 'PTO balances',
    title: 'PTO',
    caption: 'PTO balances in hours',
    empty: 'No PTO balances yet: hours accrue at the end of each pay period.',
    count: ['balance', 'balances'],
  },
  item: PtoBalance,
  query: ptoBalancesQuery,
  csv: [
    { header: 'id', value: (b) => b.id },
    { header: 'contractor', value: (b) => b.contractor_name },
    { header: 'rule', value: (b) => b.rule_name },
    // Hundredths of an hour, as in the API.
    { header: 'accrued_hundredths', value: (b) => b.accrued_hundredths },
    { header: 'forfeited_hundredths', value: (b) => b.forfeited_hundredths },
    { header: 'used_hundredths', value: (b) => b.used_hundredths },
    { header: 'requested_hundredths', value: (b) => b.requested_hundredths },
    { header: 'available_hundredths', value: (b) => b.available_hundredths },
    { header: 'through', value: (b) => b.through },
  ],
  actions: {},
});

/** /pto_accruals: every pay period's accrual of every worker under every rule, the rows balances sum. */
export const ptoAccrualsResource = defineResource({
  name: 'pto_accruals',
  apiPath: '/pto_accruals',
  specPaths: ['/pto_accruals'],
  labels: {
    singular: 'PTO accrual',
    plural: 'PTO accruals',
    caption: 'PTO accrued per pay period, in hours',
    empty: 'No PTO accrued yet: hours accrue at the end of each pay period.',
    count: ['accrual', 'accruals'],
  },
  item: PtoAccrual,
  query: ptoAccrualsQuery,
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'contractor', value: (a) => a.contractor_name },
    { header: 'rule', value: (a) => a.rule_name },
    { header: 'period_start', value: (a) => a.period_start },
    { header: 'period_end', value: (a) => a.period_end },
    // Hundredths of an hour, as in the API.
    { header: 'worked_hundredths', value: (a) => a.worked_hundredths },
    { header: 'accrued_hundredths', value: (a) => a.accrued_hundredths },
    { header: 'forfeited_hundredths', value: (a) => a.forfeited_hundredths },
  ],
  actions: {},
});
