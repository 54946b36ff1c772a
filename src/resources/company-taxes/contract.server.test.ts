import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { companyTaxesResource } from './contract';
import { companyTaxesForm } from './form';

// Behind canSeePayroll, which no recruiter_sourcer has.
resourceContract(companyTaxesResource, { sourcer: null });
formContract(companyTaxesResource, companyTaxesForm, {
  valid: {
    jurisdiction: 'IL',
    tax_type: 'SUI',
    account_number: '1234567-8',
    rate_bps: 325,
    wage_base_cents: 1_425_000,
    effective_date: '2026-07-01',
  },
  refused: 'recruiter@acme.test',
});
