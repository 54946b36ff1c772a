import { z } from 'zod';
import { I9_STATUSES } from '../onboarding/i9';

/**
 * A worker's I-9 as the API sends it: the fixed fields below, and the answers of section 1 and of
 * section 2 (once signed) beside them. The A-Number is only masked.
 */
export const I9Form = z.looseObject({
  id: z.uuid(),
  contractor_id: z.uuid(),
  worker_name: z.string(),
  partner_id: z.uuid().nullable(),
  partner_name: z.string().nullable(),
  status: z.enum(I9_STATUSES),
  section1_signed_at: z.string(),
  section2_signed_at: z.string().nullable(),
  created_at: z.string(),
});
export type I9Form = z.infer<typeof I9Form>;
