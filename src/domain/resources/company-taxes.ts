import { CompanyTax } from '../contracts/company-taxes';
import { companyTaxesQuery } from './company-taxes-query';
import { defineResource } from './define';

export const companyTaxesResource = defineResource({
  name: 'company_taxes',
  apiPath: '/company_taxes',
  specPaths: ['/company_taxes'],
  labels: { singular: 'Company tax', plural: 'Company taxes' },
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
