import { z } from 'zod';
import { workflowContracts } from '../../domain/contracts/workflow';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { canPayDistributions } from './policy';
import { distributionStatuses, distributionsQuery } from './query';

export const distributionActions = ['mark_paid'] as const;
export type DistributionAction = (typeof distributionActions)[number];

export const distributionActionMeta: Readonly<Record<DistributionAction, ActionMeta>> = {
  mark_paid: {
    label: 'Mark Paid',
    tone: 'primary',
    confirm: true,
    may: canPayDistributions,
    who: 'admins (payouts)',
  },
};

export const DistributionStatus = z.enum(distributionStatuses);

/** One commission distribution as the API sends it; money in integer cents, the rate in basis points. */
export const Distribution = z.object({
  id: z.string(),
  invoice_id: z.string(),
  invoice_label: z.string(),
  /** Whether the invoice is paid now: a commission is paid out only while it is. */
  invoice_paid: z.boolean(),
  client_name: z.string(),
  partner_id: z.string(),
  partner_name: z.string(),
  sales_partner_id: z.string(),
  sales_partner_name: z.string(),
  status: DistributionStatus,
  bill_cents: z.number().int(),
  pay_cents: z.number().int(),
  margin_cents: z.number().int(),
  rate_bps: z.number().int(),
  amount_cents: z.number().int(),
  /** The how-many-th payment of the invoice this entry answers. */
  round: z.number().int(),
  /** A reversing entry's commission, which it takes back (its amounts are negated). */
  reverses_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Distribution = z.infer<typeof Distribution>;

const { ActionAvailability } = workflowContracts(distributionActions);

/** The detail: the distribution and its workflow actions with why not. */
export const DistributionDetail = z.object({
  distribution: Distribution,
  actions: z.array(ActionAvailability),
});
export type DistributionDetail = z.infer<typeof DistributionDetail>;

export const distributionsResource = defineResource({
  name: 'distributions',
  apiPath: '/distributions',
  specPaths: ['/distributions', '/distributions/{id}'],
  labels: { singular: 'Distribution', plural: 'Distributions' },
  item: Distribution,
  query: distributionsQuery,
  csv: [
    { header: 'id', value: (d) => d.id },
    { header: 'created_at', value: (d) => d.created_at },
    { header: 'invoice', value: (d) => d.invoice_label },
    { header: 'client', value: (d) => d.client_name },
    { header: 'partner', value: (d) => d.partner_name },
    { header: 'sales_partner', value: (d) => d.sales_partner_name },
    // Integer cents and basis points, as in the API: a spreadsheet reads them exactly.
    { header: 'bill_cents', value: (d) => d.bill_cents },
    { header: 'pay_cents', value: (d) => d.pay_cents },
    { header: 'margin_cents', value: (d) => d.margin_cents },
    { header: 'rate_bps', value: (d) => d.rate_bps },
    { header: 'amount_cents', value: (d) => d.amount_cents },
    { header: 'status', value: (d) => d.status },
    { header: 'paid_at', value: (d) => d.paid_at },
  ],
  actions: distributionActionMeta,
});
