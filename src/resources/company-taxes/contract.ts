import { z } from 'zod';
import { companyTaxTypes } from '../../domain/payroll-config/vocabulary';
import { defineResource } from '../../domain/resources/define';
import { companyTaxesQuery } from './query';

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

export const companyTaxesResource = defineResource({
  name: 'company_taxes',
  apiPath: '/company_taxes',
  specPaths: ['/company_taxes'],
  detailPath: '/company_taxes/{id}',
  labels: {
    singular: 'Company tax',
    plural: 'Company taxes',
    count: ['tax registration', 'tax registrations'],
  },
  item: CompanyTax,
  query: companyTaxesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'jurisdiction', value: (r) => r.jurisdiction },
    { header: 'tax_type', value: (r) => r.tax_type },
    { header: 'account_number', value: (r) => r.account_number },
    { header: 'rate_bps', value: (r) => r.rate_bps },
    { header: 'wage_base_cents', value: (r) => r.wage_base_cents ?? '' },
    { header: 'effective_date', value: (r) => r.effective_date },
  ],
  actions: {},
});
