import { z } from 'zod';
import { JobClassification } from './enums';

/** One job as the API sends it (spec §3 Job), with whose it is: a partner's or an EOR's, maybe for one client. */
export const Job = z.object({
  id: z.string(),
  title: z.string(),
  classification: JobClassification,
  workers_comp_code: z.string().nullable(),
  salaried: z.boolean(),
  is_travel: z.boolean(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.string().nullable(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  created_at: z.string(),
});
export type Job = z.infer<typeof Job>;
