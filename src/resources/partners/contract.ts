import { z } from 'zod';
import { PartnerFlags } from '../../domain/contracts/user';
import { defineResource } from '../../domain/resources/define';
import { partnersQuery } from './query';

/**
 * One partner as the API sends it: every spec §3 Partner field, the sales partner who referred it,
 * and how many clients and contractors it has (all of them: whoever sees a partner sees its clients
 * and contractors too).
 */
export const Partner = PartnerFlags.extend({
  sales_partner_id: z.string().nullable(),
  sales_partner_name: z.string().nullable(),
  clients_count: z.number().int(),
  contractors_count: z.number().int(),
  created_at: z.string(),
});
export type Partner = z.infer<typeof Partner>;

/** The spec §3 Partner flags, in the spec's order, as a person reads them. */
export const partnerFlagLabels = {
  dark_mode: 'Dark mode',
  self_employer: 'Self-employer',
  self_funded: 'Self-funded',
  self_time_sheets: 'Self timesheets',
  self_approve: 'Self-approve',
  is_payroll_disabled: 'Payroll disabled',
  is_canada_enabled: 'Canada enabled',
  corp_to_corp_enabled: 'Corp-to-corp enabled',
} as const satisfies Partial<Record<keyof PartnerFlags, string>>;
export type PartnerFlag = keyof typeof partnerFlagLabels;

/** The flags a partner has on, as words: "Self-employer, Self-funded", or '--' (spec §9) for none. */
export const partnerFlagWords = (p: Record<PartnerFlag, boolean>): string =>
  (Object.keys(partnerFlagLabels) as PartnerFlag[])
    .filter((f) => p[f])
    .map((f) => partnerFlagLabels[f])
    .join(', ') || '--';

const flagColumns = (Object.keys(partnerFlagLabels) as PartnerFlag[]).map((flag) => ({
  header: flag,
  value: (p: Partner) => p[flag],
}));

export const partnersResource = defineResource({
  name: 'partners',
  apiPath: '/partners',
  specPaths: ['/partners', '/partners/{id}', '/referral_partners'],
  labels: { singular: 'Partner', plural: 'Partners' },
  item: Partner,
  query: partnersQuery,
  csv: [
    { header: 'id', value: (p) => p.id },
    { header: 'entity_name', value: (p) => p.entity_name },
    { header: 'subdomain', value: (p) => p.subdomain },
    ...flagColumns,
    { header: 'referred_by', value: (p) => p.sales_partner_name },
    { header: 'clients', value: (p) => p.clients_count },
    { header: 'contractors', value: (p) => p.contractors_count },
    { header: 'created_at', value: (p) => p.created_at },
  ],
  actions: {},
});
