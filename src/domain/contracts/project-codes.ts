import { z } from 'zod';
import { ClientOrgFields } from './client-org';

/** One project code of a client as the API sends it. */
export const ProjectCode = z.object({
  ...ClientOrgFields,
  code: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export type ProjectCode = z.infer<typeof ProjectCode>;
