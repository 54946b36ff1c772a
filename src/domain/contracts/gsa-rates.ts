import { z } from 'zod';

/** A per-diem rate: lodging and meals and incidentals (M&IE) a day, in cents, for a place and fiscal year. */
export const GsaRate = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  state: z.string(),
  city: z.string(),
  fiscal_year: z.number().int(),
  lodging_cents: z.number().int(),
  mie_cents: z.number().int(),
  created_at: z.string(),
});
export type GsaRate = z.infer<typeof GsaRate>;
