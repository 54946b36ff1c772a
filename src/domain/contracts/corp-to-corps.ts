import { z } from 'zod';

/** One corp-to-corp vendor as the API sends it, with the contractors who work through it. */
export const CorpToCorp = z.object({
  id: z.string(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.string().nullable(),
  entity_name: z.string(),
  /** An EIN, as 12-3456789: a business's public tax id, shown whole (see the table's comment). */
  tax_id: z.string(),
  contractors: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
});
export type CorpToCorp = z.infer<typeof CorpToCorp>;
