import { z } from 'zod';
import { isAdmin } from '../../domain/policy/capabilities';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { distributionStatuses, distributionsQuery } from './query';

export const distributionActionMeta: Readonly<Record<'mark_paid', ActionMeta>> = {
  mark_paid: {
    label: 'Mark Paid',
    tone: 'primary',
    confirm: true,
    // Commissions are paid out by the platform, which runs as admins.
    may: isAdmin,
    who: 'admins (payouts)',
  },
};

const int = z.number().int();

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
  status: z.enum(distributionStatuses),
  bill_cents: int,
  pay_cents: int,
  margin_cents: int,
  rate_bps: int,
  amount_cents: int,
  /** The how-many-th payment of the invoice this entry answers. */
  round: int,
  /** A reversing entry's commission, which it takes back (its amounts are negated). */
  reverses_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Distribution = z.infer<typeof Distribution>;

/** The CSV: integer cents and basis points, as in the API, so a spreadsheet reads them exactly. */
const csvFields = [
  ['id', 'id'],
  ['created_at', 'created_at'],
  ['invoice', 'invoice_label'],
  ['client', 'client_name'],
  ['partner', 'partner_name'],
  ['sales_partner', 'sales_partner_name'],
  ['bill_cents', 'bill_cents'],
  ['pay_cents', 'pay_cents'],
  ['margin_cents', 'margin_cents'],
  ['rate_bps', 'rate_bps'],
  ['amount_cents', 'amount_cents'],
  ['status', 'status'],
  ['paid_at', 'paid_at'],
] as const satisfies readonly (readonly [string, keyof Distribution])[];

export const distributionsResource = defineResource({
  name: 'distributions',
  apiPath: '/distributions',
  specPaths: ['/distributions', '/distributions/{id}'],
  labels: { singular: 'Distribution', plural: 'Distributions' },
  item: Distribution,
  query: distributionsQuery,
  csv: csvFields.map(([header, key]) => ({ header, value: (d: Distribution) => d[key] })),
  actions: distributionActionMeta,
});
