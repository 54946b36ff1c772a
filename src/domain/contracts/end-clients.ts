import { z } from 'zod';

/** One end client as the API sends it: the company a staffing client places its contractors with. */
export const EndClient = z.object({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  partner_id: z.string().nullable(),
  entity_name: z.string(),
  contact_email: z.string().nullable(),
  street_address_line_1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  created_at: z.string(),
});
export type EndClient = z.infer<typeof EndClient>;
