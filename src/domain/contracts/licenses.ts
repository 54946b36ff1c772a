import { z } from 'zod';

/** One worker's professional license as the API sends it. */
export const License = z.object({
  id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  license_type: z.string(),
  number: z.string(),
  state: z.string(),
  issued_on: z.string().nullable(),
  expires_on: z.string(),
  created_at: z.string(),
});
export type License = z.infer<typeof License>;
