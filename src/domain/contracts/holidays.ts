import { z } from 'zod';

/** A paid holiday an employer added to the federal ones. */
export const Holiday = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  date: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type Holiday = z.infer<typeof Holiday>;
