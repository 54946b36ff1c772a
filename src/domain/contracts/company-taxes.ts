import { z } from 'zod';
import { companyTaxTypes } from '../payroll-config/vocabulary';

/** An employer's registration for one tax: where, under which account, at which rate since when. */
export const CompanyTax = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  jurisdiction: z.string(),
  tax_type: z.enum(companyTaxTypes),
  account_number: z.string(),
  /** Basis points: 270 is 2.70%. */
  rate_bps: z.number().int(),
  /** A state unemployment tax's yearly taxable wage base, in cents; null when none is set. */
  wage_base_cents: z.number().int().nullable(),
  effective_date: z.string(),
  created_at: z.string(),
});
export type CompanyTax = z.infer<typeof CompanyTax>;
