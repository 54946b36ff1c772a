import { z } from 'zod';
import { ClientOrgFields } from './client-org';

/** One purchase order of a client as the API sends it; money in integer cents (spec §9 shows it). */
export const PurchaseOrder = z.object({
  ...ClientOrgFields,
  number: z.string(),
  amount_cents: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;
