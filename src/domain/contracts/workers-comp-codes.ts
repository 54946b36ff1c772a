import { z } from 'zod';

/** A workers' compensation class code of a state, with its premium per $100 of payroll. */
export const WorkersCompCode = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  state: z.string(),
  /** Basis points of a dollar per $100 of payroll: 312 is $3.12 per $100. */
  rate_bps: z.number().int(),
  created_at: z.string(),
});
export type WorkersCompCode = z.infer<typeof WorkersCompCode>;
