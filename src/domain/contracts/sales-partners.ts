import { z } from 'zod';

/** One sales partner as the API sends it, with the partners it referred (by name). */
export const SalesPartner = z.object({
  id: z.string(),
  entity_name: z.string(),
  partners: z.array(z.object({ id: z.string(), entity_name: z.string() })),
  created_at: z.string(),
});
export type SalesPartner = z.infer<typeof SalesPartner>;
