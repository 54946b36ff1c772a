import { z } from 'zod';
import { TAX_FORM_TYPES } from '../onboarding/tax-forms';

/**
 * A worker's signed tax form as the API sends it: the fixed fields below, and the form's answers
 * (filing status, address, …) beside them; the taxpayer number only masked.
 */
export const TaxForm = z.looseObject({
  id: z.uuid(),
  form_type: z.enum(TAX_FORM_TYPES),
  contractor_id: z.uuid(),
  worker_name: z.string(),
  partner_id: z.uuid().nullable(),
  partner_name: z.string().nullable(),
  /** `***-**-6789` or `**-***6789`. */
  tin_masked: z.string().nullable(),
  signature_name: z.string(),
  signed_at: z.string(),
  created_at: z.string(),
});
export type TaxForm = z.infer<typeof TaxForm>;
