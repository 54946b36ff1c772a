import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { gsaRatesResource } from './contract';
import { gsaRatesForm } from './form';

// Behind canSeePayroll, which no recruiter_sourcer has.
resourceContract(gsaRatesResource, { sourcer: null });
formContract(gsaRatesResource, gsaRatesForm, {
  valid: {
    state: 'CO',
    city: 'Denver',
    fiscal_year: 2026,
    lodging_cents: 199_00,
    mie_cents: 80_00,
  },
  refused: 'recruiter@acme.test',
});
