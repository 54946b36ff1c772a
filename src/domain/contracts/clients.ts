import { z } from 'zod';

/** One client as the API sends it (spec §3 Client), with the partner it works through. */
export const Client = z.object({
  id: z.string(),
  entity_name: z.string(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.string().nullable(),
  can_create_assignment: z.boolean(),
  show_contractor_personal: z.boolean(),
  requires_signature_for_approval: z.boolean(),
  created_at: z.string(),
});
export type Client = z.infer<typeof Client>;
