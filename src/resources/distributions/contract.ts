import { z } from 'zod';
import { isAdmin } from '../../domain/policy/capabilities';
import { csvFields, defineResource } from '../../domain/resources/define';
import { distributionStatuses, distributionsQuery } from './query';

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

export const distributionsResource = defineResource({
  name: 'distributions',
  apiPath: '/distributions',
  specPaths: ['/distributions', '/distributions/{id}'],
  labels: { singular: 'Distribution', plural: 'Distributions' },
  item: Distribution,
  query: distributionsQuery,
  // Integer cents and basis points, as in the API, so a spreadsheet reads them exactly.
  csv: csvFields<Distribution>([
    'id',
    'created_at',
    ['invoice', 'invoice_label'],
    ['client', 'client_name'],
    ['partner', 'partner_name'],
    ['sales_partner', 'sales_partner_name'],
    'bill_cents',
    'pay_cents',
    'margin_cents',
    'rate_bps',
    'amount_cents',
    'status',
    'paid_at',
  ]),
  actions: {
    mark_paid: {
      label: 'Mark Paid',
      tone: 'primary',
      confirm: true,
      // Commissions are paid out by the platform, which runs as admins.
      may: isAdmin,
      who: 'admins (payouts)',
    },
  },
});
