import { z } from 'zod';

/** One contractor as the API sends it (spec §3 Contractor); personal data is null for viewers spec §6 hides it from. */
export const Contractor = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  corp_to_corp: z.boolean(),
  requires_w2_onboard: z.boolean(),
  /** Onboarding steps done and required (spec §3 Requirements). */
  steps_completed: z.number().int(),
  steps_required: z.number().int(),
  /** `***-**-1234`, or null when unknown or hidden. */
  ssn_masked: z.string().nullable(),
  created_at: z.string(),
});
export type Contractor = z.infer<typeof Contractor>;
