import { z } from 'zod';

/** One T4 worker (a contractor placed on a canada_t4 job) with their gross pay to date, integer cents. */
export const CanadaWorker = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  jobs: z.string(),
  pay_count: z.number().int(),
  gross_cents: z.number().int(),
});
export type CanadaWorker = z.infer<typeof CanadaWorker>;
