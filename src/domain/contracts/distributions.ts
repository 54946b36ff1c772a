import { z } from 'zod';
import { distributionStatuses } from '../billing/distribution-statuses';
import { distributionActions } from '../policy/distributions';
import { workflowContracts } from './workflow';

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
