import { z } from 'zod';
import { TEMPLATE_KINDS } from '../documents/template-kinds';

/** One document template as the API sends it. */
export const DocumentTemplate = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  body: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplate>;
